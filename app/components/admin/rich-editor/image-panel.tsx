import { NodeSelection, TextSelection } from "@tiptap/pm/state";
import type { Editor } from "@tiptap/react";
import { useId, useState } from "react";
import { Button } from "~/components/admin/button";
import { controlClass } from "~/components/admin/fields";
import { EDITOR_TEXT } from "~/lib/admin/editor-text";
import type { ArticleImageAttrs } from "./article-image";
import { EditorPanel, PanelError, PanelLabel } from "./panel";

const T = EDITOR_TEXT.image;

/**
 * The chosen library image's description before it goes in (or the selected image's, to change):
 * alt text, or marked decorative (alt=""), and an optional caption.
 */
export function ImagePanel({
  editor,
  image,
  editing,
  at,
  onClose,
}: {
  editor: Editor;
  image: ArticleImageAttrs;
  editing: boolean;
  /** Where the image goes: the selection when the writer asked for it (the library picker moves focus meanwhile). */
  at?: { from: number; to: number };
  onClose: () => void;
}) {
  const id = useId();
  const [alt, setAlt] = useState(image.alt);
  const [decorative, setDecorative] = useState(editing && image.alt === "");
  const [caption, setCaption] = useState(image.caption);
  const [error, setError] = useState("");

  function save() {
    if (!decorative && alt.trim() === "") {
      setError(T.altRequired);
      return;
    }
    const attrs = { src: image.src, alt: decorative ? "" : alt.trim(), caption: caption.trim() };
    const chain = editor.chain().focus();
    if (editing) chain.updateAttributes("image", attrs).run();
    else
      (at ? chain.setTextSelection(at) : chain)
        .insertContent({ type: "image", attrs })
        // The writer goes on below the image, as in a word processor: left selected, the image would
        // be replaced by the first letter typed.
        .command(({ tr, state }) => {
          const paragraph = state.schema.nodes.paragraph;
          if (!(tr.selection instanceof NodeSelection) || !paragraph) return true;
          const after = tr.selection.to;
          if (!tr.doc.resolve(after).nodeAfter) tr.insert(after, paragraph.create());
          tr.setSelection(TextSelection.near(tr.doc.resolve(after + 1)));
          return true;
        })
        .run();
    onClose();
  }

  return (
    <EditorPanel legend={T.legend}>
      <img src={image.src} alt="" className="max-h-32 w-fit rounded border border-slate-200 bg-white object-contain" />
      <PanelLabel htmlFor={`${id}-alt`}>{T.alt}</PanelLabel>
      <input
        id={`${id}-alt`}
        type="text"
        value={decorative ? "" : alt}
        disabled={decorative}
        onChange={(e) => {
          setAlt(e.target.value);
          setError("");
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-alt-hint${error ? ` ${id}-error` : ""}`}
        className={controlClass}
      />
      <p id={`${id}-alt-hint`} className="text-xs text-slate-600">
        {T.altHint}
      </p>
      <PanelError id={`${id}-error`} error={error} />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={decorative}
          onChange={(e) => {
            setDecorative(e.target.checked);
            setError("");
          }}
        />
        {T.decorative}
      </label>
      <PanelLabel htmlFor={`${id}-caption`}>{T.caption}</PanelLabel>
      <input
        id={`${id}-caption`}
        type="text"
        value={caption}
        onChange={(e) => setCaption(e.target.value)}
        className={controlClass}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={save}>{editing ? T.update : T.insert}</Button>
        <Button variant="ghost" onClick={onClose}>
          {T.cancel}
        </Button>
      </div>
    </EditorPanel>
  );
}
