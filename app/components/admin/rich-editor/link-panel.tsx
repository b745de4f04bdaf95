import { isSafeUrl } from "@domain/sanitize";
import type { Editor } from "@tiptap/react";
import { useId, useState } from "react";
import { Button } from "~/components/admin/button";
import { controlClass } from "~/components/admin/fields";
import { EDITOR_TEXT } from "~/lib/admin/editor-text";
import { EditorPanel, PanelError, PanelLabel } from "./panel";
import type { SitePage } from "./use-site-pages";

const T = EDITOR_TEXT.link;

/**
 * Adds, changes or removes the link on the selection: a typed address (checked against the same
 * rule the sanitiser applies) or a page of this site picked by its title.
 */
export function LinkPanel({ editor, pages, onClose }: { editor: Editor; pages: SitePage[]; onClose: () => void }) {
  const id = useId();
  const [href, setHref] = useState(String(editor.getAttributes("link").href ?? ""));
  // The words selected when the panel opened: the link goes on them, whatever focus does meanwhile.
  const [target] = useState(() => {
    const { from, to } = editor.state.selection;
    return { from, to, linked: editor.isActive("link") };
  });
  const onTarget = () => editor.chain().focus().setTextSelection({ from: target.from, to: target.to });
  const [error, setError] = useState("");
  const pageTitle = (path: string) => pages.find((p) => p.path === path)?.title;

  function apply() {
    const url = href.trim();
    if (!isSafeUrl(url)) {
      setError(T.invalid);
      return;
    }
    const chain = onTarget().extendMarkRange("link");
    if (target.from === target.to && !target.linked) {
      // Nothing selected: the link's text is the page's title, or the address itself.
      chain.insertContent({
        type: "text",
        text: pageTitle(url) ?? url,
        marks: [{ type: "link", attrs: { href: url } }],
      });
    } else chain.setLink({ href: url });
    chain.run();
    onClose();
  }

  function remove() {
    onTarget().extendMarkRange("link").unsetLink().run();
    onClose();
  }

  return (
    <EditorPanel legend={T.legend}>
      <PanelLabel htmlFor={`${id}-url`}>{T.url}</PanelLabel>
      <input
        id={`${id}-url`}
        type="text"
        inputMode="url"
        value={href}
        onChange={(e) => {
          setHref(e.target.value);
          setError("");
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            apply();
          }
          if (e.key === "Escape") onClose();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass}
        // biome-ignore lint/a11y/noAutofocus: the panel opens on the user's request to type an address.
        autoFocus
      />
      <PanelError id={`${id}-error`} error={error} />
      <PanelLabel htmlFor={`${id}-page`}>{T.page}</PanelLabel>
      <select
        id={`${id}-page`}
        value={pages.some((p) => p.path === href) ? href : ""}
        onChange={(e) => {
          setHref(e.target.value);
          setError("");
        }}
        className={controlClass}
      >
        <option value="">{T.noPage}</option>
        {pages.map((p) => (
          <option key={p.path} value={p.path}>
            {p.title}
          </option>
        ))}
      </select>
      <div className="flex flex-wrap gap-2">
        <Button onClick={apply}>{T.apply}</Button>
        {editor.isActive("link") && (
          <Button variant="secondary" onClick={remove}>
            {T.remove}
          </Button>
        )}
        <Button variant="ghost" onClick={onClose}>
          {T.cancel}
        </Button>
      </div>
    </EditorPanel>
  );
}
