/**
 * Tables written as text (docs/decisions/040): the visual editor has no table, and ProseMirror
 * flattening one runs its cells together ("Cell ACell B"). Each row becomes a paragraph whose
 * cells are kept apart by CELL_SEPARATOR, a header cell in bold, a caption a paragraph of its own.
 * Plain string work, so the paste cleaner runs it in the Worker's tests as in the browser.
 */
export const CELL_SEPARATOR = " | ";

const TABLE = /<table\b[^>]*>[\s\S]*?<\/table\s*>/gi;
const ROW = /<tr\b[^>]*>([\s\S]*?)<\/tr\s*>/gi;
const CELL = /<(th|td)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi;
const CAPTION = /<caption\b[^>]*>([\s\S]*?)<\/caption\s*>/i;
/** Blocks inside a cell (Google Docs puts a <p> in each): their text stays, on one line. */
const BLOCK_IN_CELL = /<\/?(?:p|div|h[1-6]|ul|ol|li|blockquote)\b[^>]*>|<br\s*\/?>/gi;

const cellText = (inner: string) =>
  inner
    .replace(BLOCK_IN_CELL, " ")
    .replace(/(?:\s|&nbsp;)+/g, " ")
    .trim();

/** The rows of one table as paragraphs; empty cells and rows leave no trace. */
function tableAsParagraphs(table: string): string {
  const caption = cellText(table.match(CAPTION)?.[1] ?? "");
  const rows = [...table.matchAll(ROW)].map((row) =>
    [...(row[1] ?? "").matchAll(CELL)]
      .map(([, tag, inner = ""]) => {
        const text = cellText(inner);
        return text && tag?.toLowerCase() === "th" ? `<strong>${text}</strong>` : text;
      })
      .filter((text) => text !== "")
      .join(CELL_SEPARATOR),
  );
  return [caption, ...rows]
    .filter((text) => text !== "")
    .map((text) => `<p>${text}</p>`)
    .join("");
}

/** Every table in `html` as paragraphs of separated cells; the rest unchanged. */
export const tablesAsText = (html: string) => html.replace(TABLE, tableAsParagraphs);
