import { TextSelection } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";

/**
 * Makes the editor's state hold the selection the browser shows. ProseMirror reads a keyboard
 * selection (Shift+Home) from the `selectionchange` event, which the browser sends a moment later;
 * a shortcut that moves focus out of the editor first (Ctrl+K opening the link panel) would otherwise
 * see the old, collapsed selection, and the event arrives when the editor no longer has focus.
 */
export function takeDomSelection(view: EditorView): void {
  const selection = view.dom.ownerDocument.getSelection();
  const { anchorNode, focusNode } = selection ?? {};
  if (!selection || !anchorNode || !focusNode) return;
  if (!view.dom.contains(anchorNode) || !view.dom.contains(focusNode)) return;
  let anchor: number;
  let head: number;
  try {
    anchor = view.posAtDOM(anchorNode, selection.anchorOffset);
    head = view.posAtDOM(focusNode, selection.focusOffset);
  } catch {
    return; // A node ProseMirror does not map (a widget): keep the state's selection.
  }
  const current = view.state.selection;
  if (current.anchor === anchor && current.head === head) return;
  const { doc } = view.state;
  view.dispatch(view.state.tr.setSelection(TextSelection.between(doc.resolve(anchor), doc.resolve(head))));
}
