import { EDITOR_TEXT } from "~/lib/admin/editor-text";
import { TextButton } from "../button";

/** Says that a paste's pictures from elsewhere were left out, and how to bring them in: upload. */
export function ForeignImagesNotice({ count, onDismiss }: { count: number; onDismiss: () => void }) {
  return (
    <div className="flex items-start justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800">
      <p role="status">{EDITOR_TEXT.foreignImages(count)}</p>
      <TextButton onClick={onDismiss} className="shrink-0">
        {EDITOR_TEXT.dismiss}
      </TextButton>
    </div>
  );
}
