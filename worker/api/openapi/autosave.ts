import { autosaveSchema, NEW_ITEM_ID } from "@domain/schemas/autosave";
import { z } from "zod";
import { contentParams } from "./publishing";
import { area, jsonSchema, ok, pathParam, ref, succeeded } from "./shared";
import { isoTime } from "./stored";

/** Autosaves of posts, practice areas and attorneys: the text a person is writing, kept while they write. */

const autosave = z.object({
  autosave: z
    .object({
      fields: z.record(z.string(), z.unknown()).describe("The editing form's values as they were autosaved."),
      savedAt: isoTime.describe("When they were autosaved."),
    })
    .nullable()
    .describe("Null when the person has no autosave of this item."),
});
const autosaved = z.object({ success: z.literal(true), savedAt: isoTime });

const params = [
  ...contentParams.slice(0, 1),
  pathParam("id", {
    type: "string",
    description: `A post's or practice area's number, an attorney's id, or "${NEW_ITEM_ID}" for an item not yet saved.`,
  }),
];
const NOT_FOUND = { 404: "Unknown kind or item." };

export const autosaveApi = area("Publishing", (op) => ({
  paths: {
    "/api/autosaves/{kind}/{id}": {
      get: op("The signed-in person's autosave of an item, if any", {
        operationId: "getAutosave",
        description:
          "What the signed-in person last autosaved of the item and when, or null. The editor offers to " +
          "restore it when it is newer than the item as saved. Each person sees only their own.",
        admin: true,
        parameters: params,
        responses: { 200: ok("The autosave, or null.", ref("Autosave")) },
        errors: NOT_FOUND,
      }),
      put: op("Autosave the text being written", {
        operationId: "putAutosave",
        description:
          "Replaces the signed-in person's autosave of the item with the editing form's values (one per " +
          "person and item, not a revision). The values are kept as sent; a real save checks and sanitises " +
          "them, and clears the autosave.",
        admin: true,
        parameters: params,
        body: ref("AutosaveInput"),
        responses: { 200: ok("When it was kept.", ref("Autosaved")) },
        errors: NOT_FOUND,
      }),
      delete: op("Discard the signed-in person's autosave of an item", {
        operationId: "deleteAutosave",
        description: "Drops the autosave (Discard in the editor's restore offer). Nothing else changes.",
        admin: true,
        parameters: params,
        responses: succeeded("Discarded (also when there was none)."),
        errors: NOT_FOUND,
      }),
    },
  },
  schemas: {
    Autosave: jsonSchema(autosave, "output"),
    AutosaveInput: jsonSchema(autosaveSchema, "input"),
    Autosaved: jsonSchema(autosaved, "output"),
  },
}));
