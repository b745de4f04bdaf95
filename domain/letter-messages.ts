import { MERGE_FIELDS } from "./letter-merge";

/** The engagement letters' texts shared by the API and the pages (issue 41). */
export const LETTER_MESSAGES = {
  templateRequired: "Write the letter: the template cannot be empty.",
  unknownFields: (names: readonly string[]) =>
    `Unknown merge field${names.length === 1 ? "" : "s"}: ${names.map((n) => `{{${n}}}`).join(", ")}. Use only ${MERGE_FIELDS.map((f) => `{{${f}}}`).join(", ")}.`,
} as const;
