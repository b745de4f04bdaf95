import * as AlertDialog from "@radix-ui/react-alert-dialog";
import type { Blocker } from "react-router";
import { Button } from "~/components/admin/button";
import { AUTOSAVE_TEXT as T } from "~/lib/admin/autosave-text";

/** Asks before the back office navigates away from unsaved changes (Radix AlertDialog: focus trapped, Stay first). */
export function LeaveConfirm({ blocker }: { blocker: Blocker }) {
  if (blocker.state !== "blocked") return null;
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && blocker.state === "blocked" && blocker.reset()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[70] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-5 shadow-xl">
          <AlertDialog.Title className="font-serif text-xl text-navy-800">{T.leaveTitle}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{T.leaveBody}</AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{T.stay}</Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: its close would reset the blocker that is proceeding. */}
            <Button variant="danger" onClick={() => blocker.proceed()}>
              {T.leave}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
