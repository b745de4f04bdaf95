import type { ComponentType } from "react";
import type { ZodType, z } from "zod";
import type { FormApi } from "~/lib/admin/form";
import type { WriteResult } from "~/lib/admin/use-write";
import type { AutosaveSpec } from "./autosave/use-form-autosave";
import { FormDialog } from "./form-dialog";
import { useEntityEdit } from "./use-entity-edit";

/** Everything one entity's add/edit dialog needs; each CRUD screen declares one of these. */
export interface FormSpec<Row, Values, Schema extends ZodType> {
  toValues: (row: Row | null) => Values;
  /** The body sent to the API: the input of the entity's schema. */
  toBody: (values: Values) => z.input<Schema>;
  /** The shared zod schema of the entity (domain/schemas), checked before sending. */
  schema: Schema;
  Fields: ComponentType<{ form: FormApi<Values>; row: Row | null }>;
  title: { create: string; edit: string };
  submit: { create: string; edit: string };
  busy: { create: string; edit: string };
  wide?: boolean;
  /** Autosave, restore and the leave prompt, for the kinds written at length (posts, areas, attorneys). */
  autosave?: AutosaveSpec<Row>;
}

interface EntityDialogProps<Row, Values, Schema extends ZodType> {
  spec: FormSpec<Row, Values, Schema>;
  /** The row being edited, or null for a new one. */
  row: Row | null;
  /** `version`: what the form was opened at (the row's updatedAt), so a stale save is refused with 409. */
  onSave: (body: z.input<Schema>, version?: string) => Promise<WriteResult>;
  onClose: () => void;
}

/** The add/edit dialog of any entity: client-side check with the shared schema, then the write; server field messages shown inline. */
export function EntityDialog<Row, Values extends object, Schema extends ZodType>({
  spec,
  row,
  onSave,
  onClose,
}: EntityDialogProps<Row, Values, Schema>) {
  const edit = useEntityEdit(spec, row, onSave, onClose);
  const mode = row ? "edit" : "create";
  const { Fields } = spec;
  return (
    <FormDialog
      title={spec.title[mode]}
      submitLabel={spec.submit[mode]}
      busyLabel={spec.busy[mode]}
      onSubmit={edit.submit}
      onClose={onClose}
      wide={spec.wide}
      status={edit.status}
    >
      {edit.presence}
      {edit.banner}
      {/* Keyed by version: fields that keep their own state (the visual editor) start again from theirs. */}
      <Fields key={edit.base.version} form={edit.form} row={edit.base.row} />
      {edit.dialogs}
    </FormDialog>
  );
}
