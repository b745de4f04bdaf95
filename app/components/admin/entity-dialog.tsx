import type { EditConflict } from "@domain/edit-version";
import { type ComponentType, useState } from "react";
import type { ZodType, z } from "zod";
import { versionOf } from "~/lib/admin/edit-conflict";
import { type FormApi, useForm, validateBody } from "~/lib/admin/form";
import type { WriteResult } from "~/lib/admin/use-write";
import { type AutosaveSpec, useFormAutosave } from "./autosave/use-form-autosave";
import { EditConflictDialog } from "./edit-conflict-dialog";
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
  const { form, setErrors, replace, reset } = useForm(() => spec.toValues(row));
  // The item as the form holds it: the opened row, or theirs after "Reload theirs" (issue 25).
  const [base, setBase] = useState({ row, version: versionOf(row) });
  const [conflict, setConflict] = useState<{ conflict: EditConflict; body: z.input<Schema> } | null>(null);
  const safety = useFormAutosave(spec.autosave, base.row, form.values, replace);
  const mode = row ? "edit" : "create";
  const { Fields } = spec;

  async function save(body: z.input<Schema>, version: string | undefined) {
    const result = await onSave(body, version);
    setErrors(result.ok ? {} : result.fields);
    setConflict(!result.ok && result.conflict ? { conflict: result.conflict, body } : null);
    return result.ok;
  }

  async function submit() {
    const body = spec.toBody(form.values);
    const invalid = validateBody(spec.schema, body);
    if (invalid) {
      setErrors(invalid);
      return false;
    }
    return save(body, base.version);
  }

  function reloadTheirs(stale: EditConflict) {
    const theirs = stale.current as Row;
    reset(spec.toValues(theirs));
    setBase({ row: theirs, version: stale.version });
    setConflict(null);
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
      {/* Keyed by version: fields that keep their own state (the visual editor) start again from theirs. */}
      <Fields key={base.version} form={form} row={base.row} />
      {conflict && (
        <EditConflictDialog
          conflict={conflict.conflict}
          yours={conflict.body as Record<string, unknown>}
          onReload={() => reloadTheirs(conflict.conflict)}
          onOverwrite={async () => {
            if (await save(conflict.body, conflict.conflict.version)) onClose();
          }}
          onClose={() => setConflict(null)}
        />
      )}
      {safety.leaveConfirm}
    </FormDialog>
  );
}
