import { TOAST_TITLES } from "@domain/messages";
import { useId, useState } from "react";
import { toast } from "sonner";
import { reasonOf } from "./api";

/** A success toast under 'Success' with the API's own words. */
export const toastDone = (description: string) => toast.success(TOAST_TITLES.success, { description });

/**
 * One action at a time for a form or a button: `busy` while it runs (buttons disable, labels say so);
 * `then` gets its answer; a failure of either becomes an 'Error' toast with the API's reason.
 */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  // This form's error toast: the next try replaces it, and a success takes it away.
  const errorId = `busy:${useId()}`;

  async function run<T>(action: () => Promise<T>, then?: (answer: T) => void) {
    setBusy(true);
    try {
      // Awaited before `then?.(…)`: an absent `then` would skip evaluating its argument, the action too.
      const answer = await action();
      toast.dismiss(errorId);
      then?.(answer);
    } catch (error) {
      toast.error(TOAST_TITLES.error, { description: reasonOf(error), id: errorId });
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}

/** A dialog's one write: closes it when the write resolves true, stays open on false; not closable mid-write. */
export function useDialogWrite(write: () => Promise<boolean>, onClose: () => void) {
  const { busy, run } = useBusyAction();
  return {
    busy,
    send: async () => {
      if (!busy) await run(write, (ok) => ok && onClose());
    },
    onOpenChange: (open: boolean) => !open && !busy && onClose(),
  };
}
