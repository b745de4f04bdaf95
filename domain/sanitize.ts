import xss, { type IFilterXSSOptions } from "xss";

// xss is CommonJS: its exports hang off the default export, the one import every loader here
// (Node, workerd's test runner, Vite's bundles) agrees on.
const { FilterXSS, escapeHtml, friendlyAttrValue } = xss as unknown as typeof import("xss");

/**
 * Article HTML as staff may author it: headings, text, lists, quotes, links, library images, code, tables.
 * Everything else is dropped (its text kept), and never any on* or style attribute.
 */
const ARTICLE_TAGS: Record<string, string[]> = {
  ...Object.fromEntries(
    ["h2", "h3", "h4", "p", "br", "hr", "strong", "em", "b", "i", "u", "blockquote", "ul", "ol", "li", "code", "pre"]
      .concat(["table", "caption", "thead", "tbody", "tfoot", "tr"])
      // An image with its caption (the visual editor's figure).
      .concat(["figure", "figcaption"])
      .map((tag) => [tag, []]),
  ),
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "title"],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
};

/** Every tag the sanitiser keeps: the visual editor's schema is tested against it. */
export const ARTICLE_TAG_NAMES: readonly string[] = Object.keys(ARTICLE_TAGS);

/** Tags removed together with everything inside them (their text is code, not prose). */
const DROPPED_WITH_CONTENT = [
  ...["script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "form", "svg", "math"],
  ...["template", "noscript", "noembed", "noframes", "textarea", "select", "xmp", "title", "head"],
];

/** http(s), mail and phone links, in-page anchors and site paths; never javascript:, vbscript: or data:. */
const SAFE_URL = /^(?:https?:\/\/|mailto:|tel:|#|\/|\.{1,2}\/)/;

/** Checks a URL after xss decodes it (entities, `&colon;`, control characters), so encoded tricks fail too. */
export const isSafeUrl = (value: string) => SAFE_URL.test(friendlyAttrValue(value));

/**
 * Images are ours or none: another site's image breaks under the CSP (img-src 'self'), can track
 * readers and change under us, and skips the library's alt-text rule, so only /media/… stays.
 */
const OWN_IMAGE = /^\/media\/[^/]/;
export const isOwnImageSource = (value: string) => OWN_IMAGE.test(friendlyAttrValue(value).trim());

/** Returning "" drops the attribute; undefined lets xss escape a value it allows. */
const onTagAttr: IFilterXSSOptions["onTagAttr"] = (_tag, name, value, isWhiteAttr) => {
  if (!isWhiteAttr) return undefined;
  if (name === "src") return isOwnImageSource(value) ? undefined : "";
  if (name === "href") return isSafeUrl(value) ? undefined : "";
  if (name === "target") return friendlyAttrValue(value).toLowerCase() === "_blank" ? 'target="_blank"' : "";
  // xss writes an empty value as a bare name; keep `alt=""` as authored.
  return value === "" ? `${name}=""` : undefined;
};

/** A link opening a new tab must not hand the new page a handle on this one (reverse tabnabbing). */
function withSafeRel(anchorTag: string): string {
  if (!anchorTag.includes(' target="_blank"')) return anchorTag;
  return anchorTag.replace(/ rel="[^"]*"/g, "").replace(/\s*\/?>$/, ' rel="noopener noreferrer">');
}

/** One tag on its own, with the allowlist's attribute rules (links, images). */
const tagFilter = new FilterXSS({ whiteList: ARTICLE_TAGS, onTagAttr, css: false });

/** An image whose source was dropped (another site's, or unsafe) goes altogether: no empty <img>. */
function ownImageOnly(imageTag: string): string {
  const kept = tagFilter.process(imageTag);
  return / src="[^"]/.test(kept) ? kept : "";
}

/**
 * Staff-authored article HTML made safe to store and render: used by the API before storing and by
 * the admin editor's preview (plain JavaScript, so it runs in the browser as in the Worker).
 */
export function sanitizeHtml(html: string): string {
  const dropped = droppedContent();
  const filter = new FilterXSS({
    whiteList: ARTICLE_TAGS,
    onTagAttr,
    css: false,
    allowCommentTag: false,
    onTag: (tag, tagHtml, info) => {
      if (info.isClosing) return undefined;
      if (tag === "a") return withSafeRel(tagFilter.process(tagHtml));
      return tag === "img" ? ownImageOnly(tagHtml) : undefined;
    },
    onIgnoreTag: dropped.onIgnoreTag,
  });
  return dropped.remove(filter.process(html));
}

/**
 * Other tags vanish (their text stays); DROPPED_WITH_CONTENT ones take their content along. Unlike
 * xss's own StripTagBody this leaves no "[removed]" marker, and an unclosed one (`<script>…`) takes
 * the rest of the document, as a browser would.
 */
function droppedContent() {
  const ranges: [number, number][] = [];
  let openedAt: number | null = null;
  const onIgnoreTag: IFilterXSSOptions["onIgnoreTag"] = (tag, html, { position = 0, isClosing }) => {
    // "<" not followed by a letter is text to a browser ("1 < 2"): keep it, escaped.
    if (!/^[a-z]/.test(tag)) return escapeHtml(html);
    if (!DROPPED_WITH_CONTENT.includes(tag)) return "";
    if (!isClosing) openedAt ??= position;
    else {
      ranges.push([openedAt ?? position, position]);
      openedAt = null;
    }
    return "";
  };
  const remove = (output: string) => {
    if (openedAt !== null) ranges.push([openedAt, output.length]);
    return ranges.reduceRight((text, [from, to]) => text.slice(0, from) + text.slice(to), output);
  };
  return { onIgnoreTag, remove };
}
