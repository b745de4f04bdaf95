import { EDITOR_TEXT } from "~/lib/admin/editor-text";
import type { TextFacts } from "./text-facts";

const INDENT = { 2: "", 3: "pl-3", 4: "pl-6" } as Record<number, string>;

/** Beside the text: word count, reading time, the headings' outline and links to missing pages. */
export function TextAside({
  facts,
  broken,
  onHeading,
}: {
  facts: TextFacts;
  broken: string[];
  onHeading: (pos: number) => void;
}) {
  return (
    <aside aria-label={EDITOR_TEXT.aside} className="flex flex-col gap-3 text-sm text-slate-700">
      <p>
        <span data-testid="word-count">{EDITOR_TEXT.words(facts.words)}</span>
        {" · "}
        <span>{EDITOR_TEXT.readingTime(facts.minutes)}</span>
      </p>
      {broken.length > 0 && (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-2 text-red-800">
          <h3 className="font-medium">{EDITOR_TEXT.brokenLinks}</h3>
          <p className="text-xs">{EDITOR_TEXT.brokenLinksHint}</p>
          <ul className="mt-1 list-disc pl-5">
            {broken.map((path) => (
              <li key={path}>
                <code>{path}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      <nav aria-label={EDITOR_TEXT.outline}>
        <h3 className="font-medium text-slate-800">{EDITOR_TEXT.outline}</h3>
        {facts.outline.length === 0 ? (
          <p className="text-xs text-slate-500">{EDITOR_TEXT.noHeadings}</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-0.5">
            {facts.outline.map((h) => (
              <li key={h.pos} className={INDENT[h.level]}>
                <button
                  type="button"
                  onClick={() => onHeading(h.pos)}
                  className="text-left text-navy-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-gold-500"
                >
                  {h.text || "…"}
                </button>
              </li>
            ))}
          </ul>
        )}
      </nav>
    </aside>
  );
}
