import { BUSY_LABELS } from "@domain/messages";
import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useReturnFocus } from "~/lib/admin/use-return-focus";
import { useDialogWrite } from "~/lib/admin/use-write";
import { Button } from "./button";
import { DIALOG_OVERLAY, dialogPanel } from "./dialog-styles";

interface ConfirmDialogProps {
  title: string;
  /** The confirmation sentence (SPEC §2). */
  description: string;
  confirmLabel?: string;
  busyLabel?: string;
  /** Resolves true on success: the dialog closes; on failure it stays open (SPEC §4). */
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}

/** A destructive confirmation (Radix AlertDialog: focus trapped, Cancel focused first). Mounted only while open. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel = "Delete",
  busyLabel = BUSY_LABELS.delete,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  const { busy, send, onOpenChange } = useDialogWrite(onConfirm, onClose);

  return (
    <AlertDialog.Root open onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={DIALOG_OVERLAY} />
        <AlertDialog.Content onCloseAutoFocus={returnFocus} className={dialogPanel("max-w-md", false)}>
          <AlertDialog.Title className="font-serif text-xl text-navy-800">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{description}</AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once, and a failed delete must keep the dialog open. */}
            <Button variant="danger" disabled={busy} onClick={send}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
