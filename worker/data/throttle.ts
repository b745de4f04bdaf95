import type { Database } from "@db/client";
import { throttleEvents } from "@db/schema";
import { and, count, eq, gte, inArray, lt, min, or, type SQL, sql } from "drizzle-orm";
import { now as clockNow } from "../clock";
import { bucketsOf } from "../http/client-address";

export interface ThrottleRule {
  /** What is counted, e.g. "login-failure:address" or "submission:contact". */
  kind: string;
  limit: number;
  windowSeconds: number;
}

/** One event to count: a subject under a rule, with the limit it gets there (default: the rule's). */
export interface Charge {
  rule: ThrottleRule;
  subject: string;
  limit?: number;
}

export type Admission =
  /** Counted: `events` are the rows written, for release() when the attempt turns out harmless. */
  | { admitted: true; events: number[] }
  /** Nothing counted. Seconds until the oldest event of a full subject leaves its window (Retry-After). */
  | { admitted: false; retryAfterSeconds: number };

/**
 * A per-visitor rule's charges for a client's limit subject: the subject itself, and for an IPv6 /64
 * its /56 and /48 with proportionally higher limits (IPV6_BUCKETS in worker/http/client-address.ts).
 */
export const visitorCharges = (rule: ThrottleRule, subject: string): Charge[] =>
  bucketsOf(subject).map((bucket) => ({ rule, subject: bucket.subject, limit: rule.limit * bucket.factor }));

const limitOf = (charge: Charge) => charge.limit ?? charge.rule.limit;
const windowStart = (rule: ThrottleRule, now: Date) =>
  new Date(now.getTime() - rule.windowSeconds * 1000).toISOString();
const eventsOf = (rule: ThrottleRule, subject: string, ...more: SQL[]) =>
  and(eq(throttleEvents.kind, rule.kind), eq(throttleEvents.subject, subject), ...more);

/** The charges as a CTE `charge(kind, subject, cap, since)`, one row each. */
const chargeTable = (charges: Charge[], now: Date) =>
  sql`WITH charge(kind, subject, cap, since) AS (VALUES ${sql.join(
    charges.map((c) => sql`(${c.rule.kind}, ${c.subject}, ${limitOf(c)}, ${windowStart(c.rule, now)})`),
    sql`, `,
  )})`;

/** The charged subjects' events that have left their windows. */
const expiredOf = (charges: Charge[], now: Date) =>
  or(...charges.map((c) => eventsOf(c.rule, c.subject, lt(throttleEvents.createdAt, windowStart(c.rule, now)))));

/**
 * Counts one event under every charge when all of them are under their limits, else none.
 * The check and the record are ONE statement (a conditional INSERT … SELECT): D1 runs statements one
 * at a time, so of any number of parallel requests against a limit of N exactly N are admitted, and a
 * request refused by one charge (a /56) consumes nothing of another (its /64). Events that left
 * their window are pruned first, in the same batch.
 */
export async function admit(db: Database, charges: Charge[], now = clockNow()): Promise<Admission> {
  if (charges.length === 0) return { admitted: true, events: [] };
  const [, inserted] = await db.batch([
    db.delete(throttleEvents).where(expiredOf(charges, now)),
    db
      .insert(throttleEvents)
      .select(
        sql`${chargeTable(charges, now)}
        SELECT NULL, kind, subject, ${now.toISOString()} FROM charge
        WHERE NOT EXISTS (SELECT 1 FROM charge c WHERE (SELECT count(*) FROM ${throttleEvents} e
          WHERE e.kind = c.kind AND e.subject = c.subject AND e.created_at >= c.since) >= c.cap)`,
      )
      .returning({ id: throttleEvents.id }),
  ]);
  if (inserted.length > 0) return { admitted: true, events: inserted.map((row) => row.id) };
  return { admitted: false, retryAfterSeconds: await retryAfter(db, charges, now) };
}

/** The longest wait among the full charges (read after the refusal: it only informs Retry-After). */
async function retryAfter(db: Database, charges: Charge[], now: Date): Promise<number> {
  const waits = await Promise.all(
    charges.map(async (charge) => {
      const [row] = await db
        .select({ events: count(), oldest: min(throttleEvents.createdAt) })
        .from(throttleEvents)
        .where(eventsOf(charge.rule, charge.subject, gte(throttleEvents.createdAt, windowStart(charge.rule, now))));
      if (!row || row.events < limitOf(charge)) return 0;
      const oldest = row.oldest ? Date.parse(row.oldest) : now.getTime();
      return Math.ceil((oldest + charge.rule.windowSeconds * 1000 - now.getTime()) / 1000);
    }),
  );
  return Math.max(1, ...waits);
}

/** Takes back events admit() counted for an attempt that proved harmless (a right password). */
export async function release(db: Database, events: number[]) {
  if (events.length > 0) await db.delete(throttleEvents).where(inArray(throttleEvents.id, events));
}

/** Forgets a subject's events (e.g. an account's failures after a successful sign-in). */
export async function clearThrottle(db: Database, rule: ThrottleRule, subject: string) {
  await db.delete(throttleEvents).where(eventsOf(rule, subject));
}
