import type { ContentKind } from "@domain/constants";
import { NEW_ITEM_ID } from "@domain/schemas/autosave";
import { useEffect, useRef, useState } from "react";
import { useAutosave } from "~/lib/admin/autosave/use-autosave";
import { useAutosaveRestore } from "~/lib/admin/autosave/use-autosave-restore";
import { useLeaveGuard } from "~/lib/admin/autosave/use-leave-guard";
import { AutosaveStatus } from "./autosave-status";
import { LeaveConfirm } from "./leave-confirm";
import { RestoreOffer } from "./restore-offer";

/** How an editing form's item is autosaved: its kind, its id, and when it was last saved for real. */
export interface AutosaveSpec<Row> {
  kind: ContentKind;
  idOf: (row: Row) => string;
  savedAtOf: (row: Row) => string;
}

/** True once the person has typed, clicked, filled, pasted or dropped anything since the form opened. */
function useTouched() {
  const touched = useRef(false);
  useEffect(() => {
    const touch = () => {
      touched.current = true;
    };
    const events = ["keydown", "pointerdown", "input", "paste", "drop"] as const;
    for (const name of events) window.addEventListener(name, touch, true);
    return () => {
      for (const name of events) window.removeEventListener(name, touch, true);
    };
  }, []);
  return touched;
}

/**
 * "Never lose a word" for any editing form: autosave while the person writes, the offer to restore
 * an autosave newer than the saved item, and a prompt before leaving unsaved changes. Without a
 * spec it does nothing (a form whose kind is not autosaved). Answers the pieces the form shows.
 */
export function useFormAutosave<Row, Values extends object>(
  spec: AutosaveSpec<Row> | undefined,
  row: Row | null,
  values: Values,
  replace: (values: Values) => void,
) {
  const target = spec ? { kind: spec.kind, id: row ? spec.idOf(row) : NEW_ITEM_ID } : null;
  const json = JSON.stringify(values);
  const [unchanged, setUnchanged] = useState(json);
  const touched = useTouched();
  // What the fields settle to as the form opens (a schedule shown in the firm's zone, the editor's
  // own HTML) is not a change: until the person first touches the form, it is the baseline.
  useEffect(() => {
    if (!touched.current) setUnchanged(json);
  }, [json, touched]);
  const unsaved = target !== null && json !== unchanged;

  const autosave = useAutosave(unsaved ? target : null, values as Record<string, unknown>, unchanged);
  const restoring = useAutosaveRestore(target, row && spec ? spec.savedAtOf(row) : null, json, (fields) => {
    touched.current = true;
    const known = Object.fromEntries(Object.entries(fields).filter(([name]) => name in values));
    replace({ ...values, ...known });
  });
  const { blocker, release } = useLeaveGuard(unsaved);

  return {
    banner: restoring.offer && (
      <RestoreOffer offer={restoring.offer} onRestore={restoring.restore} onDiscard={restoring.discard} />
    ),
    status: target && <AutosaveStatus state={autosave.state} onRetry={autosave.retry} />,
    leaveConfirm: <LeaveConfirm blocker={blocker} />,
    /** After a real save: leaving no longer asks. */
    release,
  };
}
