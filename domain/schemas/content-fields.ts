import { z } from "zod";
import { CONTENT_FIELD_MESSAGES, FIELD_MESSAGES } from "../messages";
import { blankToUndefined } from "./fields";

/** Field builders of the content schemas (blog posts, practice areas), beside the shared ones of fields.ts. */

/** SPEC §5's slug shape: lower-case letters and digits in runs joined by single hyphens. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 120;

/** Optional: when absent the server makes one from the title (create) or keeps the current one (update). */
export const optionalSlug = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(SLUG_MAX, FIELD_MESSAGES.tooLong("Slug", SLUG_MAX))
      .regex(SLUG_PATTERN, CONTENT_FIELD_MESSAGES.slug)
      .optional(),
  );

/**
 * A list of short texts: an array, or comma-separated text as the forms send it (SPEC §5's tags
 * rule). Entries are trimmed, empty ones dropped and repeats (ignoring case) removed; absent is [].
 */
export const textList = (label: string, { items, length }: { items: number; length: number }) =>
  z
    .union([z.string(), z.array(z.string())], CONTENT_FIELD_MESSAGES.textList(label))
    .optional()
    .transform((v) => dedupe((typeof v === "string" ? v.split(",") : (v ?? [])).map((item) => item.trim())))
    .pipe(
      z
        .array(z.string().max(length, FIELD_MESSAGES.tooLong(label, length)))
        .max(items, FIELD_MESSAGES.tooMany(label, items)),
    );

function dedupe(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((item) => item !== "" && !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
}

/** An optional text with a default for absent or blank. */
export const textOr = (label: string, max: number, fallback: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, FIELD_MESSAGES.tooLong(label, max)).default(fallback));

/** A choice from a fixed list, with a default when absent or blank. */
export const choiceOr = <T extends readonly [string, ...string[]]>(label: string, values: T, fallback: T[number]) =>
  z.preprocess(blankToUndefined, z.enum(values, FIELD_MESSAGES.choice(label)).default(fallback));
