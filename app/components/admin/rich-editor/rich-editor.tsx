import { pastedForeignImages } from "@domain/paste-clean";
import type { EditorView } from "@tiptap/pm/view";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { controlClass, FieldLabel } from "~/components/admin/fields";
import { LibraryPicker } from "~/components/admin/media/library-picker";
import { EDITOR_TEXT } from "~/lib/admin/editor-text";
import type { Insertable } from "~/lib/admin/merge-fields";
import { acceptFor } from "~/lib/admin/upload";
import type { ArticleImageAttrs } from "./article-image";
import { takeDomSelection } from "./dom-selection";
import { articleExtensions } from "./extensions";
import { ForeignImagesNotice } from "./foreign-images-notice";
import { parseArticleHtml, parsePastedHtml, serialiseArticle } from "./html-io";
import { ImagePanel } from "./image-panel";
import { InsertList } from "./insert-list";
import { LinkPanel } from "./link-panel";
import { TextAside } from "./text-aside";
import { brokenLinks, textFacts } from "./text-facts";
import { Toolbar } from "./toolbar";
import { useEditorUpload } from "./use-editor-upload";
import { useSitePages } from "./use-site-pages";

export interface RichEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  /** Marks the field required (an article's content); overviews and biographies may be empty. */
  required?: boolean;
  /** On a writing page the text grows with the page at a reading size, the text's facts below it. */
  page?: boolean;
  /** Text the writer may insert at the caret, listed beside the editor (an engagement letter's merge fields). */
  insertable?: Insertable;
}

const TEXT_CLASS = {
  dialog: "min-h-64 max-h-[32rem] overflow-y-auto p-3 text-sm",
  page: "min-h-[60vh] px-5 py-4 text-base leading-7",
};

const EMPTY_DOC = { type: "doc", content: [{ type: "paragraph" }] };

/** Keys whose edit ProseMirror applies to its state's selection rather than the browser's. */
const SELECTION_EDITING_KEYS = new Set(["Enter", "Backspace", "Delete"]);

type Range = { from: number; to: number };
type Panel =
  | { kind: "link" }
  | { kind: "pick"; at: Range }
  | { kind: "image"; image: ArticleImageAttrs; editing: boolean; at?: Range }
  | null;

/**
 * Pasted or dropped HTML goes through the paste cleaner and the Trusted Types policy, never
 * ProseMirror's own parser. Answers how many pictures it left out (not from the library).
 */
function insertClipboard(view: EditorView, html: string, at?: number): number {
  const slice = parsePastedHtml(view.state.schema, html);
  const tr = at === undefined ? view.state.tr.replaceSelection(slice) : view.state.tr.replaceRange(at, at, slice);
  view.dispatch(tr.scrollIntoView().setMeta("paste", true).setMeta("uiEvent", "paste"));
  return pastedForeignImages(html);
}

/**
 * The visual editor of articles (Tiptap 3): toolbar, Markdown shortcuts as one types, a library
 * image with alt text and caption, an HTML source view, and the text's facts beside it. Its value
 * is the stored, sanitised HTML, so the form and the API see what they always saw.
 */
export default function RichEditor({
  label,
  value,
  onChange,
  error,
  required = true,
  page = false,
  insertable,
}: RichEditorProps) {
  const id = useId();
  const [source, setSource] = useState(false);
  const [panel, setPanel] = useState<Panel>(null);
  // Pictures a paste left out: the writer is asked to upload them instead.
  const [leftOut, setLeftOut] = useState(0);
  // The HTML this editor last produced: a value arriving from elsewhere (source view, a restore) reloads it.
  const emitted = useRef<string | null>(null);
  const openLink = useRef(() => setPanel({ kind: "link" }));
  const editor = useEditor({
    extensions: articleExtensions(),
    // Never an HTML string: Tiptap parses strings with DOMParser, a sink Trusted Types refuse. The
    // stored HTML is loaded below, through the sanitiser's policy.
    content: EMPTY_DOC,
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    // Tiptap's stylesheet is written with innerHTML, which the back office's Trusted Types refuse.
    injectCSS: false,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(error ? { "aria-invalid": "true", "aria-describedby": `${id}-error` } : {}),
        class: `article-preview ${TEXT_CLASS[page ? "page" : "dialog"]} whitespace-pre-wrap break-words rounded-md border border-slate-300 bg-white text-slate-800 focus-visible:outline-2 focus-visible:outline-gold-500`,
      },
      handleKeyDown: (view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
          event.preventDefault();
          // The link panel takes focus: the words selected a moment ago must be in the state first.
          takeDomSelection(view);
          openLink.current();
          return true;
        }
        // Enter, Backspace and Delete act on the state's selection: a caret moved a moment ago (End,
        // Shift+Home) must be there first, or the words it was moved off would be split or deleted.
        if (SELECTION_EDITING_KEYS.has(event.key) && !event.isComposing) takeDomSelection(view);
        return false;
      },
      handleDOMEvents: {
        paste: (view, event) => {
          const html = event.clipboardData?.getData("text/html");
          if (!html) return false;
          event.preventDefault();
          setLeftOut(insertClipboard(view, html));
          return true;
        },
        drop: (view, event) => {
          const html = event.dataTransfer?.getData("text/html");
          if (!html || view.dragging) return false;
          event.preventDefault();
          const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
          setLeftOut(insertClipboard(view, html, at));
          return true;
        },
      },
    },
    onUpdate: ({ editor: changed }) => {
      const html = serialiseArticle(changed.state.doc);
      emitted.current = html;
      onChange(html);
    },
  });

  // Loads `value` when the editor starts and whenever it changes from outside; not part of undo history.
  useEffect(() => {
    if (!editor || source || value === emitted.current) return;
    const doc = parseArticleHtml(editor.schema, value);
    const { state } = editor.view;
    editor.view.dispatch(state.tr.replaceWith(0, state.doc.content.size, doc.content).setMeta("addToHistory", false));
    emitted.current = value;
  }, [editor, value, source]);

  // Where an upload goes: the selection when the writer chose the file (the file dialog takes focus).
  const uploadAt = useRef<Range | undefined>(undefined);
  const upload = useEditorUpload((src) =>
    setPanel({ kind: "image", image: { src, alt: "", caption: "" }, editing: false, at: uploadAt.current }),
  );
  const pages = useSitePages();
  const facts = useMemo(() => (editor ? textFacts(editor.state.doc) : null), [editor, editor?.state.doc]);
  const broken = useMemo(
    () => (facts && pages ? brokenLinks(facts.internalLinks, new Set(pages.map((p) => p.path))) : []),
    [facts, pages],
  );

  if (!editor) return <p className="text-sm text-slate-600">{EDITOR_TEXT.loading}</p>;

  const openImage = () => {
    const selected = editor.isActive("image") ? (editor.getAttributes("image") as ArticleImageAttrs) : null;
    // Returning focus from the library picker can put the browser's caret at the start of the text.
    const { from, to } = editor.state.selection;
    setPanel(selected ? { kind: "image", image: selected, editing: true } : { kind: "pick", at: { from, to } });
  };
  const uploadImage = () => {
    const { from, to } = editor.state.selection;
    uploadAt.current = { from, to };
    upload.choose();
  };
  const closePanel = () => setPanel(null);
  // The source view shows what would be stored: the editor's own HTML of the document.
  const toggleSource = () => {
    const html = serialiseArticle(editor.state.doc);
    if (!source && html !== value) {
      emitted.current = html;
      onChange(html);
    }
    setSource(!source);
  };

  return (
    <div className={page ? "grid gap-3" : "grid gap-3 lg:grid-cols-[1fr_14rem]"}>
      <div className="flex min-w-0 flex-col gap-2">
        <FieldLabel htmlFor={source ? `${id}-source` : id} label={label} required={required} />
        <Toolbar
          editor={editor}
          source={source}
          controls={source ? `${id}-source` : id}
          actions={{ openLink: openLink.current, openImage, uploadImage, toggleSource }}
        />
        <input
          ref={upload.input}
          type="file"
          accept={acceptFor("article-image")}
          hidden
          aria-label={EDITOR_TEXT.tools.upload}
          onChange={(e) => {
            upload.upload(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
        {upload.busy && (
          <p role="status" className="text-sm text-slate-600">
            {EDITOR_TEXT.uploading}
          </p>
        )}
        {panel?.kind === "link" && <LinkPanel editor={editor} pages={pages ?? []} onClose={closePanel} />}
        {panel?.kind === "pick" && (
          <LibraryPicker
            kind="article-image"
            onPick={(src) =>
              setPanel({ kind: "image", image: { src, alt: "", caption: "" }, editing: false, at: panel.at })
            }
            onClose={() => setPanel((current) => (current?.kind === "pick" ? null : current))}
          />
        )}
        {panel?.kind === "image" && (
          <ImagePanel editor={editor} image={panel.image} editing={panel.editing} at={panel.at} onClose={closePanel} />
        )}
        {leftOut > 0 && <ForeignImagesNotice count={leftOut} onDismiss={() => setLeftOut(0)} />}
        <div hidden={source}>
          <EditorContent editor={editor} />
        </div>
        {source && (
          <textarea
            id={`${id}-source`}
            aria-label={EDITOR_TEXT.sourceLabel(label)}
            rows={16}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            className={`${controlClass} font-mono text-xs`}
          />
        )}
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        {insertable && <InsertList editor={editor} insertable={insertable} disabled={source} />}
        {facts && (
          <TextAside
            facts={facts}
            broken={broken}
            onHeading={(pos) =>
              editor
                .chain()
                .focus()
                .setTextSelection(pos + 1)
                .scrollIntoView()
                .run()
            }
          />
        )}
      </div>
    </div>
  );
}
