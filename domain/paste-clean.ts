import { isOwnImageSource, sanitizeHtml } from "./sanitize";
import { tablesAsText } from "./table-text";

/**
 * Clipboard HTML from Word, Google Docs and web pages turned into what the sanitiser keeps:
 * emphasis written as styles becomes <strong>/<em>, Word's list paragraphs become lists, headings
 * fit the article's h2–h4, tables become rows of separated text, pictures not from the library go
 * (the editor tells the writer to upload them: pastedForeignImages), and the rest (styles, fonts,
 * comments, Office tags) goes through the site's one sanitiser. Plain string work, so it runs (and
 * is tested) in the Worker as in the browser.
 */
export function cleanPastedHtml(html: string): string {
  const steps = [
    // Lists first: the typed markers that tell bullets from numbers are Office junk dropped next.
    wordListsToLists,
    dropOfficeJunk,
    dropWidgets,
    styledEmphasis,
    fitHeadings,
    cleanLinks,
    dropTrackingPixels,
    tablesAsText,
  ];
  const prepared = steps.reduce((text, step) => step(text), html);
  return dropBlockWhitespace(dropStrayBreaks(dropEmptyParagraphs(sanitizeHtml(prepared))));
}

/**
 * Word's downlevel-revealed blocks (a list's typed bullet, a comment's marker), its review comments,
 * conditional comments and XML islands.
 */
function dropOfficeJunk(html: string): string {
  return html
    .replace(/<!\[if !supportAnnotations\]>[\s\S]*?<!\[endif\]>/gi, "")
    .replace(/<p\b[^>]*class=["']?MsoCommentText[\s\S]*?<\/p>/gi, "")
    .replace(/<span\b[^>]*mso-special-character:\s*comment[^>]*>[^<]*<\/span>/gi, "")
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, "")
    .replace(/<!\[if !supportLists\]>[\s\S]*?<!\[endif\]>/gi, "")
    .replace(/<!--\[if !supportLists\]-->[\s\S]*?<!--\[endif\]-->/gi, "")
    .replace(/<!\[(?:if|endif)[^>]*>/gi, "")
    .replace(/<xml>[\s\S]*?<\/xml>/gi, "");
}

/** A web page's buttons and page furniture (share bars, navigation, asides) are not the article. */
function dropWidgets(html: string): string {
  return html.replace(/<(button|nav|aside|header|footer)\b[\s\S]*?<\/\1>/gi, "");
}

const WORD_LIST_ITEM = /<p\b[^>]*class=["']?MsoListParagraph\w*["']?[^>]*>([\s\S]*?)<\/p>/gi;
/** Word writes an ordered item's number (before the marker is dropped) as mso-list text: "1." or "a)". */
const ORDERED_MARKER = /^(?:\s|&nbsp;)*(?:\d+|[a-z]|[ivx]+)[.)]/i;

/** Runs of Word's list paragraphs (`class=MsoListParagraphCxSp…`) become one <ul> or <ol>. */
function wordListsToLists(html: string): string {
  const items = [...html.matchAll(WORD_LIST_ITEM)];
  if (items.length === 0) return html;
  let out = "";
  let at = 0;
  let open: "ul" | "ol" | null = null;
  for (const item of items) {
    const between = html.slice(at, item.index);
    if (open && between.trim() !== "") {
      out += `</${open}>`;
      open = null;
    }
    out += between;
    const { kind, text } = listItemText(item[1] ?? "");
    if (open !== kind) {
      if (open) out += `</${open}>`;
      out += `<${kind}>`;
      open = kind;
    }
    out += `<li>${text}</li>`;
    at = item.index + item[0].length;
  }
  return out + (open ? `</${open}>` : "") + html.slice(at);
}

/** Word's typed marker of a list item: in a downlevel-revealed block, a conditional comment, or an `mso-list:Ignore` span. */
const WORD_MARKER =
  /<!\[if !supportLists\]>[\s\S]*?<!\[endif\]>|<!--\[if !supportLists\]-->[\s\S]*?<!--\[endif\]-->|<span[^>]*mso-list:\s*Ignore[^>]*>[\s\S]*?<\/span>/i;

/** An item's text without its marker, and whether the marker numbers it. */
function listItemText(inner: string): { kind: "ul" | "ol"; text: string } {
  const marker = inner.match(WORD_MARKER)?.[0] ?? "";
  const markerText = marker.replace(/<[^>]*>/g, "");
  return { kind: ORDERED_MARKER.test(markerText) ? "ol" : "ul", text: inner.replace(marker, "") };
}

const INLINE_TAG = /<(\/?)(span|b|strong|i|em)\b([^>]*)>/gi;
const BOLD_STYLE = /font-weight\s*:\s*(?:bold|[6-9]00)/i;
const NOT_BOLD_STYLE = /font-weight\s*:\s*(?:normal|[1-4]00)/i;
const ITALIC_STYLE = /font-style\s*:\s*italic/i;
const NOT_ITALIC_STYLE = /font-style\s*:\s*normal/i;

/**
 * Emphasis as authored, not as styled: Google Docs writes bold as `<span style="font-weight:700">`
 * and wraps the whole clipboard in a `<b style="font-weight:normal">` that is not bold at all.
 */
function styledEmphasis(html: string): string {
  const open = new Map<string, string[][]>();
  return html.replace(INLINE_TAG, (_whole, closing: string, name: string, attrs: string) => {
    const tag = name.toLowerCase();
    const stack = open.get(tag) ?? [];
    open.set(tag, stack);
    if (closing)
      return (stack.pop() ?? [])
        .map((t) => `</${t}>`)
        .reverse()
        .join("");
    const style = attrs.match(/style\s*=\s*("[^"]*"|'[^']*')/i)?.[1] ?? "";
    const bold = tag === "b" || tag === "strong" ? !NOT_BOLD_STYLE.test(style) : BOLD_STYLE.test(style);
    const italic = tag === "i" || tag === "em" ? !NOT_ITALIC_STYLE.test(style) : ITALIC_STYLE.test(style);
    const tags = [...(bold ? ["strong"] : []), ...(italic ? ["em"] : [])];
    stack.push(tags);
    return tags.map((t) => `<${t}>`).join("");
  });
}

/** The page's title is its one h1: a pasted h1 becomes h2, and h5/h6 become h4. */
function fitHeadings(html: string): string {
  return html.replace(/<(\/?)h([1-6])\b/gi, (_whole, closing: string, level: string) => {
    const fitted = Math.min(4, Math.max(2, Number(level)));
    return `<${closing}h${fitted}`;
  });
}

/** Links copied out of Google Docs can point through google.com/url?q=…; campaign tags (utm_…) only track. */
function cleanLinks(html: string): string {
  return html.replace(/href=(["'])([^"']*)\1/gi, (_whole, quote: string, href: string) => {
    const redirect = href.match(/^https:\/\/www\.google\.com\/url\?q=([^&]+)/);
    const target = redirect?.[1] ? decodeURIComponent(redirect[1]) : href;
    const untracked = target
      .replace(/(?<=[?&;])utm_[a-z]+=[^&#]*(?:&amp;|&)?/gi, "")
      .replace(/(?:\?|&amp;|&)+(#|$)/, "$1");
    return `href=${quote}${untracked}${quote}`;
  });
}

/** An image 1 (or 0) pixel wide and high is a web page's tracking pixel, not a picture. */
const tiny = (dimension: string, tag: string) => new RegExp(`\\b${dimension}=["']?[01](?![0-9])`, "i").test(tag);
function dropTrackingPixels(html: string): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) => (tiny("width", tag) && tiny("height", tag) ? "" : tag));
}

/** How many pasted pictures are not from the media library (another site's, a document's own): none is kept. */
export function pastedForeignImages(html: string): number {
  const images = dropTrackingPixels(dropOfficeJunk(html)).match(/<img\b[^>]*>/gi) ?? [];
  return images.filter((tag) => !isOwnImageSource(tag.match(/\ssrc\s*=\s*(["']?)([^"'\s>]*)\1/i)?.[2] ?? "")).length;
}

/** A <br> between blocks (Google Docs' paragraph spacing, Chromium's interchange newline) adds an empty line. */
function dropStrayBreaks(html: string): string {
  return html
    .replace(/(<\/(?:p|h[2-4]|ul|ol|blockquote|figure|pre)>)(\s*<br\s*\/?>)+/gi, "$1")
    .replace(/^(\s*<br\s*\/?>)+|(<br\s*\/?>\s*)+$/gi, "");
}

/** Line breaks and indentation between blocks are layout of the clipboard's HTML, not text. */
function dropBlockWhitespace(html: string): string {
  return html
    .replace(/(<\/(?:p|h[2-4]|ul|ol|li|blockquote|figure|pre)>|<(?:ul|ol|blockquote)>)\s+(?=<)/gi, "$1")
    .trim();
}

/** Word's spacer paragraphs (`<p>&nbsp;</p>`) and the empty ones left by dropped tags. */
function dropEmptyParagraphs(html: string): string {
  return html.replace(/<p>(?:\s|&nbsp;|\u00a0)*<\/p>/gi, "");
}
