/** Lists of small records (FAQs, education, matters…) ⇄ the rows of an ObjectListField. */

type Row<K extends string> = Record<K, string>;

/** Stored records → editable rows (missing optional parts become ""). */
export function toRows<K extends string>(
  records: readonly Partial<Record<K, string>>[] | null | undefined,
  keys: readonly K[],
): Row<K>[] {
  return (records ?? []).map((record) => Object.fromEntries(keys.map((k) => [k, record[k] ?? ""])) as Row<K>);
}

/** Editable rows → records: parts trimmed, blank optional parts dropped, rows left entirely blank dropped. */
export function fromRows<K extends string, Optional extends K = never>(
  rows: readonly Row<K>[],
  optional: readonly Optional[] = [],
): (Row<Exclude<K, NoInfer<Optional>>> & Partial<Row<NoInfer<Optional>>>)[] {
  return rows
    .filter((row) => Object.values<string>(row).some((v) => v.trim() !== ""))
    .map((row) => {
      const record: Partial<Row<K>> = {};
      for (const [key, value] of Object.entries(row) as [K, string][]) {
        const text = value.trim();
        if (text !== "" || !(optional as readonly K[]).includes(key)) record[key] = text;
      }
      // Every key outside `optional` was set above.
      return record as Row<Exclude<K, Optional>> & Partial<Row<Optional>>;
    });
}
