import { getTableColumns } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import { isoTime } from "../components/answers";

/** Zod shapes of what the API answers, derived from the tables and input schemas they come from. */

const stamps: Record<string, z.ZodType> = { createdAt: isoTime, updatedAt: isoTime };

/** A column as stored: its SQLite type or enum, null where the column allows it. */
function columnSchema(column: SQLiteColumn): z.ZodType {
  const values = column.enumValues as [string, ...string[]] | undefined;
  const byType: Record<string, z.ZodType> = { number: z.int(), boolean: z.boolean(), json: z.unknown() };
  const base = values?.length
    ? z.enum(values)
    : column.primary && column.dataType === "number"
      ? z.int().min(1)
      : (byType[column.dataType] ?? z.string());
  return column.notNull ? base : base.nullable();
}

/** Text columns named `…At` hold ISO instants (openedAt, anonymizedAt): say so with the format. */
function timeColumn(key: string, column: SQLiteColumn): z.ZodType {
  if (!key.endsWith("At") || column.dataType !== "string") return columnSchema(column);
  return column.notNull ? isoTime : isoTime.nullable();
}

/** True when the field may come out of validation absent (the server then fills or keeps the column). */
const mayBeAbsent = (field: z.ZodType) => {
  const parsed = field.safeParse(undefined);
  return parsed.success && parsed.data === undefined;
};

/**
 * The object the API answers for a row of `table`: the entity's input schema (its fields after
 * validation), extended with every other column of the table, and with the column's own type where
 * the input may leave a field out or the column may be null. A column added to db/schema.ts shows up
 * here unasked. `extra` adds computed fields or descriptions.
 */
export function storedObject(input: z.ZodObject, table: SQLiteTable, extra: z.ZodRawShape = {}) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const field = input.shape[key] as z.ZodType | undefined;
    if (!field || !column.notNull || mayBeAbsent(field)) shape[key] = stamps[key] ?? timeColumn(key, column);
  }
  return input.extend({ ...shape, ...extra });
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * Ties a hand-written answer schema to the type its handler returns: typecheck fails (a missing
 * argument) as soon as the two differ.
 */
export const describing =
  <T>() =>
  <S extends z.ZodType>(schema: S, ..._same: Same<z.output<S>, T> extends true ? [] : [never]) =>
    schema;
