import type { EditConflict } from "@domain/edit-version";
import { z } from "zod";
import { describing } from "../generator/derived";
import { emailAddress, isoTime } from "./answers";

/**
 * Safe concurrent editing (issue 25) in the document: staff reads give an item's version as an ETag,
 * saves take it back in If-Match, and a stale save is a 409 whose body says who saved, when, and what.
 * generator/versioned.ts puts these on the routes that say `versioned`.
 */

export const etag = {
  ETag: {
    description: "The item's version (staff reads and saves only): send it back in If-Match when saving.",
    schema: { type: "string", examples: ['"2026-11-27T09:15:02.481Z"'] },
  },
};

export const ifMatch = {
  name: "If-Match",
  in: "header",
  required: false,
  description:
    "The ETag the item had when you opened it. The save lands only if no one saved since; otherwise 409. " +
    "Without it the save is unconditional, as it always was, so existing API clients keep working; " +
    "the back office always sends it. `*` also means unconditional.",
  schema: { type: "string", examples: ['"2026-11-27T09:15:02.481Z"'] },
};

export const WHY_409 =
  "If-Match: a save sent with the version it was opened at is refused with 409 when someone else saved " +
  "since. RFC 9110 answers a failed If-Match with 412, but that answer carries no body clients read; 409 " +
  "(the item's state conflicts with the request) carries who saved, when, their version and their content, " +
  "so the editor can show the difference and let the user reload theirs or overwrite knowingly by sending " +
  "the same body again with the new version.";

export const editConflict = describing<{ success: false; error: EditConflict }>()(
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
