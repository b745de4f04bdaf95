import { MERGE_FIELDS } from "@domain/letter-merge";
import { INTAKE_TEMPLATES, MERGE_FIELD_LABELS } from "./intake-templates-text";

/** Text the visual editor lists beside the text, each inserted at the caret as typed text. */
export interface Insertable {
  /** The list's heading (and its accessible name). */
  legend: string;
  /** What the writer may add where the caret is; `text` goes in as typed text, never as markup. */
  items: readonly { label: string; text: string }[];
  hint?: string;
}

/** The engagement letter's merge fields as the editor lists them beside the text, each inserting its token. */
export const MERGE_FIELD_INSERTS: Insertable = {
  ...INTAKE_TEMPLATES.mergeFields,
  items: MERGE_FIELDS.map((field) => ({ label: MERGE_FIELD_LABELS[field], text: `{{${field}}}` })),
};
