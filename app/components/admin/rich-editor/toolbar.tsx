import type { Editor } from "@tiptap/react";
import type { LucideIcon } from "lucide-react";
import Bold from "lucide-react/icons/bold";
import CodeXml from "lucide-react/icons/code-xml";
import Heading2 from "lucide-react/icons/heading-2";
import Heading3 from "lucide-react/icons/heading-3";
import Heading4 from "lucide-react/icons/heading-4";
import ImageIcon from "lucide-react/icons/image";
import ImageUp from "lucide-react/icons/image-up";
import Italic from "lucide-react/icons/italic";
import Link2 from "lucide-react/icons/link-2";
import List from "lucide-react/icons/list";
import ListOrdered from "lucide-react/icons/list-ordered";
import Redo2 from "lucide-react/icons/redo-2";
import TextQuote from "lucide-react/icons/text-quote";
import Undo2 from "lucide-react/icons/undo-2";
import type { KeyboardEvent } from "react";
import { EDITOR_TEXT } from "~/lib/admin/editor-text";

const T = EDITOR_TEXT.tools;
const K = EDITOR_TEXT.shortcuts;

/** One toolbar button: a toggle when `active` is given (aria-pressed), an action otherwise. */
interface Tool {
  label: string;
  icon: LucideIcon;
  run: () => void;
  active?: boolean;
  disabled?: boolean;
  shortcut?: string;
}

export interface ToolbarActions {
  openLink: () => void;
  openImage: () => void;
  uploadImage: () => void;
  toggleSource: () => void;
}

function toolsOf(editor: Editor, source: boolean, actions: ToolbarActions): Tool[][] {
  const chain = () => editor.chain().focus();
  const heading = (level: 2 | 3 | 4, label: string, icon: LucideIcon): Tool => ({
    label,
    icon,
    run: () => chain().toggleHeading({ level }).run(),
    active: editor.isActive("heading", { level }),
  });
  const visual = !source;
  return [
    [heading(2, T.heading2, Heading2), heading(3, T.heading3, Heading3), heading(4, T.heading4, Heading4)],
    [
      {
        label: T.bold,
        icon: Bold,
        run: () => chain().toggleBold().run(),
        active: editor.isActive("bold"),
        shortcut: K.bold,
      },
      {
        label: T.italic,
        icon: Italic,
        run: () => chain().toggleItalic().run(),
        active: editor.isActive("italic"),
        shortcut: K.italic,
      },
      { label: T.link, icon: Link2, run: actions.openLink, active: editor.isActive("link"), shortcut: K.link },
    ],
    [
      {
        label: T.bulletList,
        icon: List,
        run: () => chain().toggleBulletList().run(),
        active: editor.isActive("bulletList"),
      },
      {
        label: T.orderedList,
        icon: ListOrdered,
        run: () => chain().toggleOrderedList().run(),
        active: editor.isActive("orderedList"),
      },
      {
        label: T.blockquote,
        icon: TextQuote,
        run: () => chain().toggleBlockquote().run(),
        active: editor.isActive("blockquote"),
      },
      { label: T.image, icon: ImageIcon, run: actions.openImage },
      { label: T.upload, icon: ImageUp, run: actions.uploadImage },
    ],
    [
      { label: T.undo, icon: Undo2, run: () => chain().undo().run(), disabled: !editor.can().undo(), shortcut: K.undo },
      { label: T.redo, icon: Redo2, run: () => chain().redo().run(), disabled: !editor.can().redo(), shortcut: K.redo },
    ],
  ].map((group) => group.map((tool) => ({ ...tool, disabled: tool.disabled || !visual })));
}

/** Arrow keys move between the toolbar's buttons (the ARIA toolbar pattern); Tab still reaches each one. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not(:disabled)")];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  event.preventDefault();
  const step = event.key === "ArrowRight" ? 1 : -1;
  buttons[(at + step + buttons.length) % buttons.length]?.focus();
}

const buttonClass =
  "rounded border border-slate-300 p-1.5 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-gold-500 disabled:opacity-40 aria-pressed:border-navy-700 aria-pressed:bg-navy-800 aria-pressed:text-white";

/** The editor's toolbar: every button named, toggles with aria-pressed, shortcuts in the tooltip. */
export function Toolbar({
  editor,
  source,
  actions,
  controls,
}: {
  editor: Editor;
  source: boolean;
  actions: ToolbarActions;
  controls: string;
}) {
  const groups = toolsOf(editor, source, actions);
  return (
    <div
      role="toolbar"
      aria-label={EDITOR_TEXT.toolbar}
      aria-controls={controls}
      onKeyDown={moveFocus}
      className="flex flex-wrap items-center gap-1"
    >
      {groups.map((group) => (
        <div key={group[0]?.label} className="flex gap-1 border-r border-slate-200 pr-1">
          {group.map(({ label, icon: Icon, run, active, disabled, shortcut }) => (
            <button
              key={label}
              type="button"
              title={shortcut ? `${label} (${shortcut})` : label}
              aria-label={label}
              aria-keyshortcuts={shortcut?.replace("Ctrl", "Control")}
              aria-pressed={active === undefined ? undefined : active}
              disabled={disabled}
              onMouseDown={(e) => e.preventDefault()}
              onClick={run}
              className={buttonClass}
            >
              <Icon aria-hidden="true" className="size-4" />
            </button>
          ))}
        </div>
      ))}
      <button
        type="button"
        aria-label={T.source}
        title={T.source}
        aria-pressed={source}
        onClick={actions.toggleSource}
        className={buttonClass}
      >
        <CodeXml aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
