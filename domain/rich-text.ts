import { sanitizeHtml } from "./sanitize";

/**
 * Long texts that began as plain text (practice-area overviews, attorney biographies) and are now
 * written in the visual editor as sanitised HTML. The HTML column is null until staff save the text
 * through the editor; until then the plain text is the truth and reads as HTML through
 * `plainTextToHtml`. Once HTML is saved, the plain-text column holds `htmlToPlainText` of it, which
 * search, meta descriptions and JSON-LD keep reading.
 */

const escapeText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("\u00a0", "&nbsp;");

/**
 * Plain text as the editor's HTML: a blank line starts a paragraph, a single line break is `<br>`,
 * everything escaped. Written exactly as the editor writes it (one paragraph a line), so such text
 * loads into the editor and saves back unchanged.
 */
export function plainTextToHtml(text: string): string {
  return text
    .replaceAll("\r\n", "\n")
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => escapeText(line.trim()))
        .filter(Boolean)
        .join("<br>"),
    )
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join("\n");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Named and numeric character references as the characters they stand for. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Tags that end a block of text: a blank line after each, so paragraphs stay paragraphs. */
const BLOCK_END = /<\/(?:p|h[1-6]|blockquote|ul|ol|figure|figcaption|pre|table|tr)>/gi;

/**
 * The words of stored (sanitised) HTML as plain text: blocks separated by a blank line, list items
 * and `<br>` on lines of their own, tags gone, entities decoded. What search indexes and what the
 * plain-text readers (meta descriptions, JSON-LD, older API clients) see.
 */
export function htmlToPlainText(html: string): string {
  return decodeEntities(
    html
      // Source whitespace is one space in HTML; only the tags below make lines.
      .replace(/[ \t\r\n]+/g, " ")
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<\/li>/gi, "\n")
      .replace(BLOCK_END, "\n\n")
      .replace(/<[^>]*>/g, "")
      .replace(/[ \t]*\n[ \t]*/g, "\n")
      .replace(/\n{3,}/g, "\n\n"),
  ).trim();
}

/**
 * What a public page renders for a long text: its HTML, or its plain text as HTML while it has
 * none, sanitised right before rendering as articles are (stored HTML was sanitised on the way in).
 */
export function renderableHtml(html: string | null, text: string): string {
  return sanitizeHtml(html ?? plainTextToHtml(text));
}
