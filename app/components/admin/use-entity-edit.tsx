import type { EditConflict } from "@domain/edit-version";
import { useState } from "react";
import type { ZodType, z } from "zod";
import { versionOf } from "~/lib/admin/edit-conflict";
import { useForm, validateBody } from "~/lib/admin/form";
import { usePresence } from "~/lib/admin/use-presence";
import type { WriteResult } from "~/lib/admin/use-write";
import { useFormAutosave } from "./autosave/use-form-autosave";
import { ConflictStatus } from "./conflict-status";
import { EditConflictDialog } from "./edit-conflict-dialog";
import type { FormSpec } from "./entity-dialog";
import { PresenceNote } from "./presence-note";

/**
 * One item's editing, whatever frames it (the CRUD screens' dialog, the article's writing page):
 * the form, the check with the shared schema, the versioned save, the 409's dialog, autosave and
 * who else has it open.
 * A refused save stays unresolved (the footer says the changes are not saved, never "Saved") until
 * theirs is reloaded or a save lands.
 */
export function useEntityEdit<Row, Values extends object, Schema extends ZodType>(
  spec: FormSpec<Row, Values, Schema>,
  row: Row | null,
  onSave: (body: z.input<Schema>, version?: string) => Promise<WriteResult>,
  onSaved: () => void,
) {
  const { form, setErrors, replace, reset } = useForm(() => spec.toValues(row));
  // The item as the form holds it: the opened row, or theirs after "Reload theirs" (issue 25).
  const [base, setBase] = useState({ row, version: versionOf(row) });
  const [conflict, setConflict] = useState<{ conflict: EditConflict; body: z.input<Schema> } | null>(null);
  const [showing, setShowing] = useState(false);
  const safety = useFormAutosave(spec.autosave, base.row, form.values, replace);
  // Who else has it open: the kinds written at length, once saved (a new item has no one else).
  const editors = usePresence(spec.autosave?.kind ?? null, row && spec.autosave ? spec.autosave.idOf(row) : null);

  async function save(body: z.input<Schema>, version: string | undefined) {
    const result = await onSave(body, version);
    if (result.ok) safety.release();
    setErrors(result.ok ? {} : result.fields);
    const refused = !result.ok && result.conflict ? { conflict: result.conflict, body } : null;
    // Any other failure (a field message, offline) leaves a known conflict as it was.
    if (result.ok || refused) setConflict(refused);
    setShowing(refused !== null);
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

  const conflictDialog = conflict && showing && (
    <EditConflictDialog
      conflict={conflict.conflict}
      yours={conflict.body as Record<string, unknown>}
      onReload={() => reloadTheirs(conflict.conflict)}
      onOverwrite={async () => {
        if (await save(conflict.body, conflict.conflict.version)) onSaved();
      }}
      onClose={() => setShowing(false)}
    />
  );

  return {
    form,
    base,
    submit,
    banner: safety.banner,
    presence: <PresenceNote editors={editors} />,
    status: conflict ? <ConflictStatus onShow={() => setShowing(true)} /> : safety.status,
    dialogs: (
      <>
        {conflictDialog}
        {safety.leaveConfirm}
      </>
    ),
  };
}
