/**
 * SPEC §5's slug rule: lower-case, every run of characters other than letters and digits becomes
 * one hyphen, leading and trailing hyphens dropped. Accents are folded first ("José" → "jose").
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
