import { env } from "cloudflare:workers";
import type { ThrottleRule } from "@worker/data/throttle";

/** Writes `events` counted events of a subject at `at` (default now): a limit reached without the requests. */
export const seedThrottleEvents = (rule: ThrottleRule, subject: string, events: number, at = new Date()) =>
  env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO throttle_events (kind, subject, created_at) SELECT ?, ?, ? FROM n`,
  )
    .bind(events, rule.kind, subject, at.toISOString())
    .run();
