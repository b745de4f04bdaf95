import { cleanPastedHtml } from "@domain/paste-clean";
import { tablesAsText } from "@domain/table-text";
import type { Node as PmNode, Schema, Slice } from "@tiptap/pm/model";
import { DOMSerializer, DOMParser as PmDomParser } from "@tiptap/pm/model";
import { sanitisedHtml } from "~/lib/admin/trusted-html";

/**
 * HTML enters the editor only through the site's sanitiser and the back office's one Trusted Types
 * policy (Tiptap's own string parsing writes plain strings into HTML sinks, which the CSP refuses).
 */
function sanitisedFragment(html: string): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = sanitisedHtml(html) as unknown as string;
  return template.content;
}

/** Stored article HTML as an editor document (a table written in the source view opens as rows of text). */
export function parseArticleHtml(schema: Schema, html: string): PmNode {
  return PmDomParser.fromSchema(schema).parse(sanitisedFragment(tablesAsText(html)));
}

/** Clipboard HTML (Word, Google Docs, web pages) cleaned to what the sanitiser allows, as a slice to insert. */
export function parsePastedHtml(schema: Schema, html: string): Slice {
  return PmDomParser.fromSchema(schema).parseSlice(sanitisedFragment(cleanPastedHtml(html)), {
    preserveWhitespace: false,
  });
}

/** Containers whose one paragraph is written bare, as the site's articles have always been (`<li>text</li>`). */
const BARE_PARAGRAPH_IN = new Set(["LI", "BLOCKQUOTE"]);

function unwrapLoneParagraphs(root: DocumentFragment) {
  for (const element of root.querySelectorAll("li, blockquote")) {
    const only = element.children.length === 1 ? element.firstElementChild : null;
    if (!BARE_PARAGRAPH_IN.has(element.tagName) || only?.tagName !== "P" || element.childNodes.length !== 1) continue;
    only.replaceWith(...only.childNodes);
  }
}

/** A top-level list keeps one item per line, as the seeded articles are written; other blocks are one line. */
function blockHtml(element: Element): string {
  if (element.tagName !== "UL" && element.tagName !== "OL") return element.outerHTML;
  const tag = element.tagName.toLowerCase();
  return [`<${tag}>`, ...[...element.children].map((item) => item.outerHTML), `</${tag}>`].join("\n");
}

/**
 * The editor's document as stored HTML: one top-level block per line, a lone paragraph in a list
 * item or quote written bare, trailing empty paragraphs dropped. Stored articles load and save back
 * byte for byte (tests/e2e/editor-round-trip.spec.ts).
 */
export function serialiseArticle(doc: PmNode): string {
  const fragment = DOMSerializer.fromSchema(doc.type.schema).serializeFragment(doc.content, {
    document,
  }) as DocumentFragment;
  unwrapLoneParagraphs(fragment);
  const blocks = [...fragment.children].map(blockHtml);
  while (blocks.length > 0 && blocks.at(-1) === "<p></p>") blocks.pop();
  return blocks.join("\n");
}
