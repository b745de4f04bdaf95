import type { Database } from "@db/client";
import type { ContentKind } from "@domain/constants";
import { CONTENT_FIELD_MESSAGES } from "@domain/messages";
import { SLUG_MAX } from "@domain/schemas/content-fields";
import { slugify } from "@domain/slug";
import { and, eq, ne, or, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { isSlugRedirecting, redirectingSlugs } from "./slug-redirects";

/**
 * What a staff write (create, update) came to. Data functions answer with this rather than throw
 * HTTP errors, so API handlers and page actions each report it their own way.
 */
export type WriteOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; problem: "not_found" }
  | { ok: false; problem: "conflict" | "invalid"; fields: Record<string, string[]> };

type Failure = Exclude<WriteOutcome<never>, { ok: true }>;

export const notFound: Failure = { ok: false, problem: "not_found" };
/** The outcome of a write that either stored a row or found nothing to write to. */
export const storedOrNotFound = <T>(row: T | null | undefined): WriteOutcome<T> =>
  row ? { ok: true, value: row } : notFound;
export const invalid = (fields: Record<string, string[]>): Failure => ({ ok: false, problem: "invalid", fields });
const slugTaken: Failure = { ok: false, problem: "conflict", fields: { slug: [CONTENT_FIELD_MESSAGES.slugTaken] } };
const slugRedirecting: Failure = {
  ok: false,
  problem: "conflict",
  fields: { slug: [CONTENT_FIELD_MESSAGES.slugRedirects] },
};

/** A table whose rows carry a unique slug. */
export interface SlugTable {
  table: SQLiteTable & { id: SQLiteColumn; slug: SQLiteColumn };
  /** The slug of a title that has no letters or digits ("🎉"). */
  fallback: string;
  /** Whose old slugs redirect (slug-redirects.ts) and so stay reserved for their item. */
  kind: ContentKind;
}

/** True when the error (or one it wraps: Drizzle wraps D1's) is SQLite's UNIQUE constraint failure. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (e.message.includes("UNIQUE constraint failed")) return true;
  }
  return false;
}

/** The slugs "base" and "base-N" in use. base is [a-z0-9-] only, so it needs no escaping in GLOB. */
async function slugsLike(db: Database, t: SlugTable, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: t.table.slug })
    .from(t.table)
    .where(or(eq(t.table.slug, base), sql`${t.table.slug} GLOB ${`${base}-[0-9]*`}`));
  return new Set(rows.map((row) => String(row.slug)));
}

/** Whether another row (not `exceptId`) already has this slug. */
async function isSlugTaken(db: Database, t: SlugTable, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: t.table.id })
    .from(t.table)
    .where(and(eq(t.table.slug, slug), exceptId === undefined ? undefined : ne(t.table.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** The title's slug, or with -2, -3… appended when it is taken (SPEC §5's rule, made unique). */
async function freeSlug(db: Database, t: SlugTable, title: string): Promise<string> {
  const base =
    slugify(title)
      .slice(0, SLUG_MAX - 6)
      .replace(/-+$/, "") || t.fallback;
  const [inUse, redirecting] = await Promise.all([slugsLike(db, t, base), redirectingSlugs(db, t.kind)]);
  const taken = new Set([...inUse, ...redirecting]);
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/**
 * Runs an insert or update with the slug to store: the one given (409 when another row has it), the
 * current one when none is given on update, or one made from the title on create. The UNIQUE index
 * decides races: a given slug lost to a concurrent write is a conflict, a generated one is retried.
 */
export async function writeWithSlug<T>(
  db: Database,
  t: SlugTable,
  wanted: { slug?: string | undefined; title: string; current?: { id: number; slug: string } },
  write: (slug: string) => Promise<T | undefined>,
): Promise<WriteOutcome<T>> {
  const given = wanted.slug ?? wanted.current?.slug;
  if (given !== undefined && (await isSlugTaken(db, t, given, wanted.current?.id))) return slugTaken;
  const self = wanted.current ? String(wanted.current.id) : undefined;
  if (given !== undefined && (await isSlugRedirecting(db, t.kind, given, self))) return slugRedirecting;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const value = await write(given ?? (await freeSlug(db, t, wanted.title)));
      return value === undefined ? notFound : { ok: true, value };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (given !== undefined) return slugTaken;
    }
  }
  return slugTaken;
}
