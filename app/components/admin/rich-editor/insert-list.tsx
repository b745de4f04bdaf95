import type { Editor } from "@tiptap/react";
import type { Insertable } from "~/lib/admin/merge-fields";

/** Beside the text: a button per piece of text to insert at the caret (an engagement letter's merge fields). */
export function InsertList({
  editor,
  insertable,
  disabled,
}: {
  editor: Editor;
  insertable: Insertable;
  disabled: boolean;
}) {
  const insert = (text: string) =>
    editor
      .chain()
      .focus()
      .command(({ tr }) => {
        tr.insertText(text);
        return true;
      })
      .scrollIntoView()
      .run();
  return (
    <section aria-label={insertable.legend} className="flex flex-col gap-2 text-sm text-slate-700">
      <h3 className="font-medium text-slate-800">{insertable.legend}</h3>
      {insertable.hint && <p className="text-xs text-slate-500">{insertable.hint}</p>}
      <ul className="flex flex-wrap gap-1.5">
        {insertable.items.map(({ label, text }) => (
          <li key={text}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => insert(text)}
              className="rounded-md border border-slate-300 bg-white px-2 py-1 text-left text-xs hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-gold-500 disabled:text-slate-400"
            >
              {label} <code className="break-all text-slate-500">{text}</code>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
