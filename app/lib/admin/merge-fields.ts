import { MERGE_FIELDS } from "@domain/letter-merge";
import type { Insertable } from "~/components/admin/rich-editor/insert-list";
import { INTAKE_TEMPLATES, MERGE_FIELD_LABELS } from "./intake-templates-text";

/** The engagement letter's merge fields as the editor lists them beside the text, each inserting its token. */
export const MERGE_FIELD_INSERTS: Insertable = {
  ...INTAKE_TEMPLATES.mergeFields,
  items: MERGE_FIELDS.map((field) => ({ label: MERGE_FIELD_LABELS[field], text: `{{${field}}}` })),
};
