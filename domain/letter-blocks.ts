import { decodeEntities } from "./rich-text";

/**
 * A letter's sanitised HTML as the blocks a page of print needs (the signed PDF): headings,
 * paragraphs and list items, each as plain text with its line breaks. Inline markup is dropped;
 * the words and their order are the letter's.
 */
export type LetterBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "item"; marker: string; depth: number; text: string };

const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
const PARAGRAPHS = new Set(["p", "blockquote", "pre", "figcaption", "caption", "td", "th"]);

export function letterBlocks(html: string): LetterBlock[] {
  const blocks: LetterBlock[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  let current: LetterBlock | null = null;
  const flush = () => {
    const text = current?.text.replace(/[ \t]*\n[ \t]*/g, "\n").trim();
    if (current && text) blocks.push({ ...current, text });
    current = null;
  };
  for (const token of html.split(/(<[^>]*>)/)) {
    const tag = /^<(\/?)([a-z0-9]+)/i.exec(token);
    if (!tag) {
      const text = decodeEntities(token.replace(/\s+/g, " "));
      if (!text.trim() && !current) continue;
      current ??= { kind: "paragraph", text: "" };
      current.text += text;
      continue;
    }
    const [, closing, rawName = ""] = tag;
    const name = rawName.toLowerCase();
    if (name === "br") {
      if (current) current.text += "\n";
    } else if (name === "ul" || name === "ol") {
      flush();
      if (closing) lists.pop();
      else lists.push({ ordered: name === "ol", count: 0 });
    } else if (name === "li") {
      flush();
      const list = lists.at(-1);
      if (!closing && list) {
        list.count += 1;
        current = { kind: "item", marker: list.ordered ? `${list.count}.` : "•", depth: lists.length - 1, text: "" };
      }
    } else if (HEADINGS.has(name)) {
      flush();
      if (!closing) current = { kind: "heading", text: "" };
    } else if (PARAGRAPHS.has(name)) {
      // A list item's own paragraphs (the editor writes <li><p>…</p></li>) stay in the item.
      if (current?.kind === "item") {
        if (closing) current.text += "\n";
        continue;
      }
      flush();
      if (!closing) current = { kind: "paragraph", text: "" };
    }
  }
  flush();
  return blocks;
}
