import { env } from "cloudflare:workers";
import type { ThrottleRule } from "@worker/data/throttle";
import { unique } from "./db";

/** Writes `events` counted events of a subject at `at` (default now): a limit reached without the requests. */
export const seedThrottleEvents = (rule: ThrottleRule, subject: string, events: number, at = new Date()) =>
  env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO throttle_events (kind, subject, created_at) SELECT ?, ?, ? FROM n`,
  )
    .bind(events, rule.kind, subject, at.toISOString())
    .run();

/** A valid enquiry of its own, for tests that send many of them against a limit. */
export const sampleEnquiry = () => ({
  name: unique("Visitor"),
  email: `${unique("v")}@example.com`,
  subject: "Limits",
  message: "Please help.",
  consent: true as const,
});
