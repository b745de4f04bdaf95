import { BLOG } from "@domain/constants";
import type { Node as PmNode } from "@tiptap/pm/model";

/** One heading of the outline. */
export interface OutlineEntry {
  level: number;
  text: string;
  pos: number;
}

/** What the side panel shows about the text: words, reading time, headings, internal links. */
export interface TextFacts {
  words: number;
  minutes: number;
  outline: OutlineEntry[];
  internalLinks: string[];
}

/** A link to this site (a path, not another origin), without its query or fragment. */
const sitePath = (href: string) => (href.startsWith("/") && !href.startsWith("//") ? href.split(/[?#]/)[0] : null);

/** Reads the document once per change; reading time as the public article page counts it (SPEC §9). */
export function textFacts(doc: PmNode): TextFacts {
  const outline: OutlineEntry[] = [];
  const links = new Set<string>();
  doc.descendants((node, pos) => {
    if (node.type.name === "heading") outline.push({ level: node.attrs.level as number, text: node.textContent, pos });
    for (const mark of node.marks) {
      const path = mark.type.name === "link" ? sitePath(String(mark.attrs.href ?? "")) : null;
      if (path) links.add(path);
    }
  });
  const words = doc.textBetween(0, doc.content.size, " ", " ").split(/\s+/).filter(Boolean).length;
  return {
    words,
    minutes: Math.max(1, Math.ceil(words / BLOG.wordsPerMinute)),
    outline,
    internalLinks: [...links],
  };
}

/** Internal links whose page is not among the site's pages ("/" and trailing slashes normalised). */
export function brokenLinks(links: string[], pagePaths: Set<string>): string[] {
  const normal = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
  return links.filter(
    (path) => !pagePaths.has(normal(path)) && !path.startsWith("/images/") && !path.startsWith("/media/"),
  );
}
