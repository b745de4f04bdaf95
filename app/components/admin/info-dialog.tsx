import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { useReturnFocus } from "~/lib/admin/use-return-focus";
import { Button } from "./button";
import { DIALOG_OVERLAY, dialogPanel } from "./dialog-styles";

/** A read-only modal (Radix: focus trapped, Escape closes). Mounted only while open. */
export function InfoDialog({
  title,
  description,
  onClose,
  children,
  actions,
}: {
  title: string;
  description: string;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content onCloseAutoFocus={returnFocus} className={dialogPanel("max-w-2xl")}>
          <div className="border-b border-slate-200 px-5 py-4">
            <Dialog.Title className="font-serif text-xl text-navy-800">{title}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">
            {actions}
            <Dialog.Close asChild>
              <Button variant="secondary">Close</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
