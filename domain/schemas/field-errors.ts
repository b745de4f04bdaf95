import type { z } from "zod";

/** Field messages keyed by field path ("hours.monday"), or "_" for the body itself. */
export type FieldErrors = Record<string, string[]>;

/** The one converter from a zod error to field messages: the API, page actions and dialogs all show these. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_";
    fields[key] ??= [];
    fields[key].push(issue.message);
  }
  return fields;
}
