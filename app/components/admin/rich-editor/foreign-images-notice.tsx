import { EDITOR_TEXT } from "~/lib/admin/editor-text";

/** Says that a paste's pictures from elsewhere were left out, and how to bring them in: upload. */
export function ForeignImagesNotice({ count, onDismiss }: { count: number; onDismiss: () => void }) {
  return (
    <div className="flex items-start justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800">
      <p role="status">{EDITOR_TEXT.foreignImages(count)}</p>
      <button
        type="button"
        onClick={onDismiss}
        className="shrink-0 rounded px-1 font-medium text-navy-800 underline focus-visible:outline-2 focus-visible:outline-gold-500"
      >
        {EDITOR_TEXT.dismiss}
      </button>
    </div>
  );
}
