import { diffWords } from "diff";

/** One field that differs between their saved version and yours, as word changes. */
export interface FieldDiff {
  field: string;
  label: string;
  parts: { text: string; change: "same" | "theirs" | "yours" }[];
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** Stored HTML as the words a reader sees: blocks on their own lines, tags dropped (React escapes the rest). */
function htmlText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|figcaption)>|<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\n{2,}/g, "\n")
    .trim();
}

/** A field's value as text to compare: HTML as its words, lists item by item, records field by field. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return /<[a-z][^>]*>/i.test(value) ? htmlText(value) : value;
  if (Array.isArray(value)) return value.map(textOf).join("\n");
  if (typeof value === "object") return Object.values(value).map(textOf).filter(Boolean).join(" · ");
  return String(value);
}

/** "metaDescription" → "Meta description". */
const labelOf = (field: string) => {
  const words = field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The fields you were saving whose text differs from their saved version, each as a word diff. */
export function fieldDiffs(theirs: Record<string, unknown>, yours: Record<string, unknown>): FieldDiff[] {
  return Object.keys(yours).flatMap((field) => {
    const before = textOf(theirs[field]);
    const after = textOf(yours[field]);
    if (before === after) return [];
    const parts = diffWords(before, after).map((part) => ({
      text: part.value,
      change: part.removed ? ("theirs" as const) : part.added ? ("yours" as const) : ("same" as const),
    }));
    return [{ field, label: labelOf(field), parts }];
  });
}
