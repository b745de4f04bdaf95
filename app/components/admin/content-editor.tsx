import type { LucideIcon } from "lucide-react";
import Bold from "lucide-react/icons/bold";
import Heading2 from "lucide-react/icons/heading-2";
import Italic from "lucide-react/icons/italic";
import Link2 from "lucide-react/icons/link-2";
import List from "lucide-react/icons/list";
import Pilcrow from "lucide-react/icons/pilcrow";
import { useId, useMemo, useRef } from "react";
import { applyFormat, type FormatCommand } from "~/lib/admin/editor";
import { sanitisedHtml } from "~/lib/admin/trusted-html";
import { controlClass, type TextAreaFieldProps } from "./fields";

const TOOLS: { command: FormatCommand; label: string; icon: LucideIcon }[] = [
  { command: "bold", label: "Bold", icon: Bold },
  { command: "italic", label: "Italic", icon: Italic },
  { command: "heading", label: "Heading", icon: Heading2 },
  { command: "paragraph", label: "Paragraph", icon: Pilcrow },
  { command: "list", label: "Bulleted list", icon: List },
  { command: "link", label: "Link", icon: Link2 },
];

type ContentEditorProps = Pick<TextAreaFieldProps, "label" | "value" | "onChange" | "error" | "rows">;

/** HTML content with a formatting toolbar over the textarea (8+ rows) and a live preview of the sanitised result. */
export function ContentEditor({ label, value, onChange, error, rows = 12 }: ContentEditorProps) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  // The API's own sanitiser, through the back office's Trusted Types policy: the preview shows what
  // will be published. Memoised: React rewrites innerHTML whenever the object changes.
  const preview = useMemo(() => sanitisedHtml(value), [value]);

  function format(command: FormatCommand) {
    const textarea = area.current;
    if (!textarea) return;
    const edit = applyFormat(value, textarea.selectionStart, textarea.selectionEnd, command);
    onChange(edit.text);
    requestAnimationFrame(() => {
      textarea.focus();
      textarea.setSelectionRange(edit.start, edit.end);
    });
  }

  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        </label>
        <div role="toolbar" aria-label="Formatting" aria-controls={id} className="flex flex-wrap gap-1">
          {TOOLS.map(({ command, label: toolLabel, icon: Icon }) => (
            <button
              key={command}
              type="button"
              title={toolLabel}
              aria-label={toolLabel}
              onClick={() => format(command)}
              className="rounded border border-slate-300 p-1.5 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-gold-500"
            >
              <Icon aria-hidden="true" className="size-4" />
            </button>
          ))}
        </div>
        <textarea
          id={id}
          ref={area}
          rows={Math.max(8, rows)}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${controlClass} font-mono text-xs`}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-medium text-slate-800">Preview</h3>
        <section
          aria-label="Preview"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the preview scrolls, so keyboard users must be able to reach it.
          tabIndex={0}
          className="max-h-96 min-h-40 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800"
        >
          <div
            className="article-preview"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the Trusted Types policy (the API's sanitiser).
            dangerouslySetInnerHTML={{ __html: preview }}
          />
        </section>
      </div>
    </div>
  );
}
