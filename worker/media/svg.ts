import type { Element } from "@xmldom/xmldom";

/**
 * SVG is accepted only when it is plainly a picture: strict, namespace-aware XML whose root is
 * <svg>, made only of the drawing elements below, in the SVG namespace, with no event handlers,
 * no references outside the file (href and url() only to "#fragment"), no DOCTYPE (entities) and no
 * processing instructions beyond the XML declaration. Anything else is refused, not cleaned: a
 * refused logo is a nuisance, a script served from the firm's origin is not.
 */
const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";
const XML_NS = "http://www.w3.org/XML/1998/namespace";
const XMLNS_NS = "http://www.w3.org/2000/xmlns/";

const DRAWING_ELEMENTS = new Set(
  "svg g defs symbol use title desc metadata style path rect circle ellipse line polyline polygon text tspan textPath linearGradient radialGradient stop clipPath mask pattern marker filter feBlend feColorMatrix feComponentTransfer feComposite feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feMerge feMergeNode feMorphology feOffset feDropShadow".split(
    " ",
  ),
);

const FRAGMENT = /^#[A-Za-z_][\w.-]*$/;
const URL_REF = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;

/**
 * CSS functions that fetch (or paint) something other than url(): image-set() and image() take a
 * bare string as an address, cross-fade() and element() take images, src() is url() by another name.
 * Prefixed forms (-webkit-image-set, -moz-element) included. Refused outright, whatever they hold.
 */
const FETCHING_FUNCTION = /(^|[^\w-])(-[a-z]+-)?(image-set|image|cross-fade|element|src|paint)\(/i;

/** Every url(...) points inside the file; no @import, escapes, fetching functions or script-ish schemes hide in CSS or attributes. */
function safeValue(value: string): boolean {
  const compact = value.replace(/\s+/g, "");
  if (/[\\<]|@import|@font-face|javascript:|data:|expression\(/i.test(compact)) return false;
  if (FETCHING_FUNCTION.test(compact)) return false;
  return [...value.matchAll(URL_REF)].every((match) => FRAGMENT.test(match[2] ?? ""));
}

function safeAttributes(element: Element): boolean {
  for (const attribute of Array.from(element.attributes)) {
    const { namespaceURI: ns, value } = attribute;
    const name = attribute.localName ?? "";
    if (ns === XMLNS_NS) {
      if (value !== SVG_NS && value !== XLINK_NS) return false;
    } else if (ns === XLINK_NS || (ns === null && name === "href")) {
      if (name !== "href" || !FRAGMENT.test(value.trim())) return false;
    } else if (ns === XML_NS) {
      if (name !== "space" && name !== "lang") return false;
    } else if (ns !== null || /^on/i.test(name) || !safeValue(value)) {
      return false;
    }
  }
  return true;
}

function safeElement(element: Element): boolean {
  if (element.namespaceURI !== SVG_NS || !DRAWING_ELEMENTS.has(element.localName ?? "")) return false;
  if (!safeAttributes(element)) return false;
  if (element.localName === "style" && !safeValue(element.textContent ?? "")) return false;
  for (const child of Array.from(element.childNodes)) {
    // Elements, text and comments only: CDATA, processing instructions and the rest are refused.
    if (child.nodeType === child.ELEMENT_NODE) {
      if (!safeElement(child as Element)) return false;
    } else if (child.nodeType !== child.TEXT_NODE && child.nodeType !== child.COMMENT_NODE) {
      return false;
    }
  }
  return true;
}

/**
 * True when the bytes are UTF-8 SVG that passes every rule above. The XML parser is loaded on the
 * first SVG upload, not at the Worker's startup, which it would cost ~50 ms of CPU (its entity tables).
 */
export async function isSafeSvg(bytes: Uint8Array): Promise<boolean> {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    if (/<!DOCTYPE|<!ENTITY|<!\[CDATA\[/i.test(text)) return false;
    const { DOMParser, onWarningStopParsing } = await import("@xmldom/xmldom");
    const document = new DOMParser({ onError: onWarningStopParsing, locator: false }).parseFromString(
      text,
      "image/svg+xml",
    );
    for (const node of Array.from(document.childNodes)) {
      const declaration = node.nodeType === node.PROCESSING_INSTRUCTION_NODE && node.nodeName === "xml";
      const blank = node.nodeType === node.TEXT_NODE && (node.nodeValue ?? "").trim() === "";
      if (node.nodeType !== node.ELEMENT_NODE && node.nodeType !== node.COMMENT_NODE && !declaration && !blank) {
        return false;
      }
    }
    const root = document.documentElement;
    return root !== null && root.localName === "svg" && safeElement(root);
  } catch {
    return false;
  }
}
