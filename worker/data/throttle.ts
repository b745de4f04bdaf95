import type { Database } from "@db/client";
import { throttleEvents } from "@db/schema";
import { and, count, eq, gte, lt, min, type SQL } from "drizzle-orm";

export interface ThrottleRule {
  /** What is counted, e.g. "login-failure-ip" or "submission". */
  kind: string;
  limit: number;
  windowSeconds: number;
}

export interface ThrottleState {
  allowed: boolean;
  /** Seconds until the oldest counted event leaves the window (for Retry-After). */
  retryAfterSeconds: number;
}

/** A subject's events under a rule, narrowed by any further conditions. */
const eventsOf = (rule: ThrottleRule, subject: string, ...more: SQL[]) =>
  and(eq(throttleEvents.kind, rule.kind), eq(throttleEvents.subject, subject), ...more);
const windowStart = (rule: ThrottleRule, now: Date) =>
  new Date(now.getTime() - rule.windowSeconds * 1000).toISOString();

/** Whether `subject` is still under the rule's limit, without counting anything. */
export async function checkThrottle(db: Database, rule: ThrottleRule, subject: string, now = new Date()) {
  const [row] = await db
    .select({ events: count(), oldest: min(throttleEvents.createdAt) })
    .from(throttleEvents)
    .where(eventsOf(rule, subject, gte(throttleEvents.createdAt, windowStart(rule, now))));
  const events = row?.events ?? 0;
  if (events < rule.limit) return { allowed: true, retryAfterSeconds: 0 } satisfies ThrottleState;
  const oldest = row?.oldest ? Date.parse(row.oldest) : now.getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest + rule.windowSeconds * 1000 - now.getTime()) / 1000));
  return { allowed: false, retryAfterSeconds } satisfies ThrottleState;
}

/** Counts one event, pruning this subject's events that have left the window. */
export async function recordThrottleEvent(db: Database, rule: ThrottleRule, subject: string, now = new Date()) {
  await db.batch([
    db.delete(throttleEvents).where(eventsOf(rule, subject, lt(throttleEvents.createdAt, windowStart(rule, now)))),
    db.insert(throttleEvents).values({ kind: rule.kind, subject, createdAt: now.toISOString() }),
  ]);
}

/** Forgets a subject's events (e.g. an account's failures after a successful sign-in). */
export async function clearThrottle(db: Database, rule: ThrottleRule, subject: string) {
  await db.delete(throttleEvents).where(eventsOf(rule, subject));
}
