import { getTableColumns } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import type { ErrorBody } from "../errors";
import { component } from "./shared";

/** Zod shapes of what the API answers, derived from the tables and input schemas they come from. */

export const isoTime = z.string().meta({ format: "date-time" });
/** An address as stored (checked when it was written, so not re-validated on the way out). */
export const emailAddress = z.string().meta({ format: "email" });
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

/** `{ success: true }`: a delete, a logout, a newsletter subscription. */
export const success = z.object({ success: z.literal(true) });

/** `{ success: true, message }`: a self-service change, in the words the screen shows. */
export const TOLD = component("Told", () => z.object({ success: z.literal(true), message: z.string() }));

/** A visitor's form, received: `{ success: true, id }`. */
export const submitted = z.object({ success: z.literal(true), id: z.int().min(1) });

/** DESIGN §4's error body. */
export const errorBody = describing<ErrorBody>()(
  z.object({
    success: z.literal(false),
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z
        .record(z.string(), z.array(z.string()))
        .optional()
        .describe("Messages per field, e.g. title or faqs.0.answer; `_` for the body itself."),
    }),
  }),
);
