import type { ComponentType } from "react";
import type { ZodType, z } from "zod";
import { type FormApi, useForm, validateBody } from "~/lib/admin/form";
import type { WriteResult } from "~/lib/admin/use-crud";
import { type AutosaveSpec, useFormAutosave } from "./autosave/use-form-autosave";
import { FormDialog } from "./form-dialog";

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
  onSave: (body: z.input<Schema>) => Promise<WriteResult>;
  onClose: () => void;
}

/** The add/edit dialog of any entity: client-side check with the shared schema, then the write; server field messages shown inline. */
export function EntityDialog<Row, Values extends object, Schema extends ZodType>({
  spec,
  row,
  onSave,
  onClose,
}: EntityDialogProps<Row, Values, Schema>) {
  const { form, setErrors, replace } = useForm(() => spec.toValues(row));
  const safety = useFormAutosave(spec.autosave, row, form.values, replace);
  const mode = row ? "edit" : "create";
  const { Fields } = spec;

  async function submit() {
    const body = spec.toBody(form.values);
    const invalid = validateBody(spec.schema, body);
    if (invalid) {
      setErrors(invalid);
      return false;
    }
    const result = await onSave(body);
    setErrors(result.ok ? {} : result.fields);
    return result.ok;
  }

  return (
    <FormDialog
      title={spec.title[mode]}
      submitLabel={spec.submit[mode]}
      busyLabel={spec.busy[mode]}
      onSubmit={submit}
      onClose={onClose}
      wide={spec.wide}
      status={safety.status}
    >
      {safety.banner}
      <Fields form={form} row={row} />
      {safety.leaveConfirm}
    </FormDialog>
  );
}
