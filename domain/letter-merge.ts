import { escapeHtml } from "./html-escape";
import { formatDateInZone } from "./time-format";

/**
 * Engagement-letter templates (issue 41): sanitised HTML from the visual editor with merge fields
 * written `{{client_name}}`. Filling is pure and escapes every value, so a client's name can never
 * become markup in the letter they sign.
 */

export const MERGE_FIELDS = [
  "client_name",
  "practice_area",
  "responsible_attorney",
  "scope",
  "fee_terms",
  "date",
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export type MergeValues = Record<MergeField, string>;

/** `{{ name }}`: anything between double braces is meant as a field, so a typo is caught, not printed. */
const FIELD = /\{\{([^{}]*)\}\}/g;

const isMergeField = (name: string): name is MergeField => (MERGE_FIELDS as readonly string[]).includes(name);

/** A field's name as staff typed it: the editor may have put markup (bold, a link) inside the braces. */
const nameOf = (inner: string) =>
  inner
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|\u00a0/g, " ")
    .trim();

/** The unknown fields of a template, each once, in the order they first appear. */
export function unknownMergeFields(html: string): string[] {
  const names = [...html.matchAll(FIELD)].map((match) => nameOf(match[1] ?? ""));
  return [...new Set(names.filter((name) => !isMergeField(name)))];
}

/** A value spread over lines (scope, fee terms) keeps its line breaks. */
const valueHtml = (value: string) => escapeHtml(value.trim()).replace(/\r?\n/g, "<br>");

/**
 * The letter as the client reads it: every known field replaced by its escaped value. Unknown fields
 * are refused when a template is saved (unknownMergeFields); one left in anyway stays as written.
 */
export function fillLetter(html: string, values: MergeValues): string {
  return html.replace(FIELD, (whole, inner: string) => {
    const name = nameOf(inner);
    return isMergeField(name) ? valueHtml(values[name]) : whole;
  });
}

/** What the fields say for one enquiry: its client and area, the assigned attorney, the terms staff wrote, the day. */
export function mergeValuesOf(
  enquiry: { name: string; practiceArea: string | null },
  letter: { responsibleAttorney: string; scope: string; feeTerms: string },
  now: Date,
  timeZone: string,
): MergeValues {
  return {
    client_name: enquiry.name,
    practice_area: enquiry.practiceArea ?? "",
    responsible_attorney: letter.responsibleAttorney,
    scope: letter.scope,
    fee_terms: letter.feeTerms,
    date: formatDateInZone(now.toISOString(), timeZone),
  };
}
