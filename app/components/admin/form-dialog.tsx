import * as Dialog from "@radix-ui/react-dialog";
import X from "lucide-react/icons/x";
import { type FormEvent, type ReactNode, useRef } from "react";
import { useReturnFocus } from "~/lib/admin/use-return-focus";
import { useDialogWrite } from "~/lib/admin/use-write";
import { Button } from "./button";
import { DIALOG_OVERLAY, dialogPanel } from "./dialog-styles";

const FIRST_FIELD =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"]';

interface FormDialogProps {
  title: string;
  description?: string;
  submitLabel: string;
  /** The label while the call runs (SPEC §4: Creating..., Updating..., Adding...). */
  busyLabel: string;
  /** Resolves true when the write succeeded: the dialog then closes; on false it stays open. */
  onSubmit: () => Promise<boolean>;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  /** Shown at the start of the footer (an autosave's "Saved 12:03 PM"). */
  status?: ReactNode;
}

/** A modal form (Radix: focus trapped, Escape closes, focus returns to the opener). Mounted only while open. */
export function FormDialog({
  title,
  description,
  submitLabel,
  busyLabel,
  onSubmit,
  onClose,
  children,
  wide,
  status,
}: FormDialogProps) {
  const returnFocus = useReturnFocus();
  const { busy, send, onOpenChange } = useDialogWrite(onSubmit, onClose);
  const form = useRef<HTMLFormElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          // Staff open a form to type in it: start in its first field, not on the close button.
          onOpenAutoFocus={(event) => {
            const first = form.current?.querySelector<HTMLElement>(FIRST_FIELD);
            if (!first) return;
            event.preventDefault();
            first.focus();
          }}
          className={dialogPanel(wide ? "max-w-4xl" : "max-w-xl")}
          // Radix warns about a dialog without a description unless told there is none.
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div>
              <Dialog.Title className="font-serif text-xl text-navy-800">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label="Close"
                disabled={busy}
                className="rounded-md p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-gold-500"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          <form ref={form} onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
            <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-5 py-4">{children}</div>
            <div className="flex items-center justify-end gap-2 border-t border-slate-200 px-5 py-3">
              {status && <div className="mr-auto min-w-0">{status}</div>}
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={busy}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={busy}>
                {busy ? busyLabel : submitLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
