/** The content editor's toolbar commands: HTML inserted around the selection of a textarea. */

export type FormatCommand = "bold" | "italic" | "heading" | "paragraph" | "list" | "link";

export interface Edit {
  text: string;
  /** The new selection. */
  start: number;
  end: number;
}

const WRAPS: Record<Exclude<FormatCommand, "list" | "link">, [string, string, string]> = {
  bold: ["<strong>", "</strong>", "bold text"],
  italic: ["<em>", "</em>", "italic text"],
  heading: ["<h2>", "</h2>", "Heading"],
  paragraph: ["<p>", "</p>", "Paragraph"],
};

const LINK_PLACEHOLDER = "https://";

function replace(text: string, start: number, end: number, insert: string, select: [number, number]): Edit {
  return { text: text.slice(0, start) + insert + text.slice(end), start: start + select[0], end: start + select[1] };
}

/** Applies a command to the selection [start, end) of `text`; an empty selection gets a placeholder, selected. */
export function applyFormat(text: string, start: number, end: number, command: FormatCommand): Edit {
  const selected = text.slice(start, end);
  if (command === "list") {
    const lines = (selected || "List item").split("\n").filter((line) => line.trim() !== "");
    const insert = `<ul>\n${lines.map((line) => `  <li>${line.trim()}</li>`).join("\n")}\n</ul>`;
    return replace(text, start, end, insert, [0, insert.length]);
  }
  if (command === "link") {
    const label = selected || "link text";
    const insert = `<a href="${LINK_PLACEHOLDER}">${label}</a>`;
    // Select the address so the user types it straight away.
    const hrefAt = '<a href="'.length;
    return replace(text, start, end, insert, [hrefAt, hrefAt + LINK_PLACEHOLDER.length]);
  }
  const [open, close, placeholder] = WRAPS[command];
  const inner = selected || placeholder;
  return replace(text, start, end, `${open}${inner}${close}`, [open.length, open.length + inner.length]);
}
