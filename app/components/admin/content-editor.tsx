import { type ComponentType, lazy, Suspense } from "react";
import { EDITOR_TEXT } from "~/lib/admin/editor-text";
import type { RichEditorProps } from "./rich-editor/rich-editor";

// The editor (Tiptap, ProseMirror) is its own chunk, fetched only when a screen that edits opens it.
// The server never renders it (the back office's screens render in the browser), so the Worker's
// bundle leaves it out: Vite drops the import where `import.meta.env.SSR` is true.
const RichEditor = lazy<ComponentType<RichEditorProps>>(
  import.meta.env.SSR ? async () => ({ default: () => null }) : () => import("./rich-editor/rich-editor"),
);

/** Rich article content: the visual editor, loaded on demand. The value is stored, sanitised HTML. */
export function ContentEditor(props: RichEditorProps) {
  return (
    <Suspense fallback={<p className="text-sm text-slate-600">{EDITOR_TEXT.loading}</p>}>
      <RichEditor {...props} />
    </Suspense>
  );
}
