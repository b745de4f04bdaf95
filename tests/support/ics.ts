import { expect } from "vitest";

/** Reads an RFC 5545 calendar: unfolds lines, splits each at its first colon outside quotes. */
export function parseCalendar(text: string): { name: string; params: string; value: string }[] {
  expect(text.endsWith("\r\n")).toBe(true);
  return text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => {
      let quoted = false;
      let colon = -1;
      for (let i = 0; i < line.length && colon < 0; i++) {
        if (line[i] === '"') quoted = !quoted;
        else if (line[i] === ":" && !quoted) colon = i;
      }
      const head = line.slice(0, colon);
      const semi = head.indexOf(";");
      return {
        name: semi < 0 ? head : head.slice(0, semi),
        params: semi < 0 ? "" : head.slice(semi + 1),
        value: line.slice(colon + 1),
      };
    });
}

/** The one value of a property (the first when repeated). */
export const property = (calendar: ReturnType<typeof parseCalendar>, name: string) =>
  calendar.find((p) => p.name === name);
