import { htmlToPlainText } from "@domain/rich-text";
import { sanitizeHtml } from "@domain/sanitize";

/**
 * The two columns of a long text (domain/rich-text.ts) from a body: HTML from the editor is
 * sanitised as articles are and its plain text derived from it; without HTML (an older client) the
 * plain text stands and the HTML column is cleared, so the two never disagree.
 */
export function richTextColumns(
  html: string | undefined,
  text: string | null,
): { html: string | null; text: string | null } {
  const clean = html === undefined ? "" : sanitizeHtml(html).trim();
  if (!clean) return { html: null, text };
  return { html: clean, text: htmlToPlainText(clean) };
}
