import { ASCII_ADVANCES } from "./fonts/metrics";

export type CardFont = keyof typeof ASCII_ADVANCES;

/** A character's advance in em: measured for ASCII, a wide guess for anything else. */
const advance = (font: CardFont, char: string) => {
  const code = char.charCodeAt(0);
  return code >= 32 && code <= 126 ? (ASCII_ADVANCES[font][code - 32] ?? 0.6) : 0.75;
};

export const textWidth = (font: CardFont, text: string, size: number) =>
  [...text].reduce((sum, char) => sum + advance(font, char), 0) * size;

/** How wide a text is set, in the units of the width it must fit. */
export type Measure = (text: string) => number;

/**
 * Greedy line breaking at spaces within `width`, at most `maxLines` lines; what does not fit ends
 * the last line with an ellipsis. A word longer than a line is cut. `measure` is the font's.
 */
export function wrapMeasured(
  text: string,
  width: number,
  measure: Measure,
  maxLines = Number.POSITIVE_INFINITY,
): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.trim().split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (measure(line) > width) {
      let cut = line.length - 1;
      while (cut > 1 && measure(line.slice(0, cut)) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]}…`;
  while (measure(last) > width && last.length > 2) last = `${last.slice(0, -2).trimEnd()}…`;
  kept[maxLines - 1] = last;
  return kept;
}

/** A card's text in px, measured with the card fonts' ASCII metrics. */
export const wrapText = (font: CardFont, text: string, size: number, width: number, maxLines: number) =>
  wrapMeasured(text, width, (t) => textWidth(font, t, size), maxLines);
