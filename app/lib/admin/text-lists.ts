/** Lists typed as text in the admin forms. */

/** SPEC §5: tags typed as comma text, split, trimmed, empty parts dropped. */
export const splitTags = (text: string) =>
  text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);

/** One item per line, trimmed, blank lines dropped. */
export const linesToList = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

export const listToLines = (list: readonly string[] | null | undefined) => (list ?? []).join("\n");

/** A number field's text: blank is 0; anything else goes to the schema as typed (it names bad input). */
export const toInt = (text: string) => (text.trim() === "" ? 0 : Number(text));

/** The keys of a row's text columns (nullable or not). */
type TextKey<Row> = { [K in keyof Row]-?: Row[K] extends string | null | undefined ? K : never }[keyof Row];

/** A row's text columns as form values: "" where there is no row yet or the column is null. */
export function textsOf<Row extends object, K extends TextKey<Row>>(row: Row | null | undefined, keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, (row?.[key] as string | null | undefined) ?? ""])) as Record<
    K,
    string
  >;
}
