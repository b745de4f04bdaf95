import type { EditConflict } from "@domain/edit-version";
import { z } from "zod";
import { describeOperation } from "./descriptions";
import { json, jsonSchema, ref } from "./shared";
import { describing, emailAddress, isoTime } from "./stored";

/**
 * Safe concurrent editing (issue 25) in the document: staff reads give an item's version as an ETag,
 * saves take it back in If-Match, and a stale save is a 409 whose body says who saved, when, and what.
 */

const etag = {
  ETag: {
    description: "The item's version (staff reads and saves only): send it back in If-Match when saving.",
    schema: { type: "string", examples: ['"2026-11-27T09:15:02.481Z"'] },
  },
};

const ifMatch = {
  name: "If-Match",
  in: "header",
  required: false,
  description:
    "The ETag the item had when you opened it. The save lands only if no one saved since; otherwise 409. " +
    "Without it the save is unconditional, as it always was, so existing API clients keep working; " +
    "the back office always sends it. `*` also means unconditional.",
  schema: { type: "string", examples: ['"2026-11-27T09:15:02.481Z"'] },
};

const WHY_409 =
  "If-Match: a save sent with the version it was opened at is refused with 409 when someone else saved " +
  "since. RFC 9110 answers a failed If-Match with 412, but that answer carries no body clients read; 409 " +
  "(the item's state conflicts with the request) carries who saved, when, their version and their content, " +
  "so the editor can show the difference and let the user reload theirs or overwrite knowingly by sending " +
  "the same body again with the new version.";

const editConflict = describing<{ success: false; error: EditConflict }>()(
  z.object({
    success: z.literal(false),
    error: z.object({
      code: z.literal("edit_conflict"),
      message: z.string(),
      savedBy: z
        .object({ name: z.string(), email: emailAddress.nullable() })
        .nullable()
        .describe("Who saved last, from the audit log; null when no staff save is recorded."),
      savedAt: isoTime.describe("When they saved: the item's current version."),
      version: z.string().describe("Send it (in quotes) as If-Match to overwrite knowingly."),
      current: z.unknown().describe("The item as it is stored now: the object a read answers."),
    }),
  }),
);

export const editVersionSchemas = { EditConflict: jsonSchema(editConflict, "output") };

type Operation = {
  parameters?: object[];
  responses: Record<string, { description?: string; headers?: object; content?: object }>;
  summary?: string;
  security?: unknown[];
  description?: string;
};

const tagged = (response: Operation["responses"][string] | undefined) =>
  response && { ...response, headers: { ...response.headers, ...etag } };

/** A staff read that answers the item's version as its ETag. */
export function versionedRead<T extends Operation>(operation: T): T {
  return { ...operation, responses: { ...operation.responses, 200: tagged(operation.responses[200]) } };
}

/** A save that takes If-Match and answers 409 with the edit conflict (or, where it says so, a taken slug). */
export function versionedSave<T extends Operation>(operation: T): T {
  const slugTaken = operation.responses[409];
  const conflict = {
    description: slugTaken
      ? `${slugTaken.description} Or: someone saved since (If-Match).`
      : "Someone saved since (If-Match).",
    headers: etag,
    content: json(slugTaken ? { anyOf: [ref("EditConflict"), ref("Error")] } : ref("EditConflict")),
  };
  const saved = {
    ...operation,
    parameters: [...(operation.parameters ?? []), ifMatch],
    responses: { ...operation.responses, 200: tagged(operation.responses[200]), 409: conflict },
  };
  return { ...saved, description: `${describeOperation(saved)} ${WHY_409}` };
}
