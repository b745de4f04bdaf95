import type { ComponentType } from "react";
import type { ZodType } from "zod";
import { type FormApi, useForm, validateBody } from "~/lib/admin/form";
import type { WriteResult } from "~/lib/admin/use-crud";
import { FormDialog } from "./form-dialog";

/** Everything one entity's add/edit dialog needs; each CRUD screen declares one of these. */
export interface FormSpec<Row, Values> {
  toValues: (row: Row | null) => Values;
  toBody: (values: Values) => unknown;
  /** The shared zod schema of the entity (domain/schemas), checked before sending. */
  schema?: ZodType;
  Fields: ComponentType<{ form: FormApi<Values>; row: Row | null }>;
  title: { create: string; edit: string };
  submit: { create: string; edit: string };
  busy: { create: string; edit: string };
  wide?: boolean;
}

interface EntityDialogProps<Row, Values> {
  spec: FormSpec<Row, Values>;
  /** The row being edited, or null for a new one. */
  row: Row | null;
  onSave: (body: unknown) => Promise<WriteResult>;
  onClose: () => void;
}

/** The add/edit dialog of any entity: client-side check with the shared schema, then the write; server field messages shown inline. */
export function EntityDialog<Row, Values extends object>({
  spec,
  row,
  onSave,
  onClose,
}: EntityDialogProps<Row, Values>) {
  const { form, setErrors } = useForm(() => spec.toValues(row));
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
    >
      <Fields form={form} row={row} />
    </FormDialog>
  );
}
