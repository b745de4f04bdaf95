import type { AppEnv } from "../../env";
import { limitSubject } from "../../http/client-address";
import type { Visitor } from "../submissions";
import { admit, type ThrottleRule, visitorCharges } from "../throttle";

/**
 * What one visitor (a client address; an IPv6 client by its /64, and its /56 and /48 with higher limits,
 * as every form's limit) may do to the calendar in ten minutes: generous for a person choosing a time, useless for emptying the calendar.
 */
export const BOOKING_LIMITS = {
  booking: { kind: "submission:booking", limit: 10, windowSeconds: 10 * 60 },
  hold: { kind: "booking:hold", limit: 10, windowSeconds: 10 * 60 },
  move: { kind: "booking:move", limit: 6, windowSeconds: 10 * 60 },
} as const satisfies Record<string, ThrottleRule>;

export type Throttled = { kind: "throttled"; retryAfterSeconds: number };

/**
 * Counts one attempt of the visitor under a rule; answers "throttled" when they are over it, else the
 * visitor's limit key (null subject: no usable address in production, refused as over the limit).
 */
export async function countAttempt(
  app: AppEnv,
  rule: ThrottleRule,
  visitor: Visitor,
): Promise<Throttled | { kind: "counted"; subject: string }> {
  const subject = limitSubject(app, visitor.client);
  if (subject === null) return { kind: "throttled", retryAfterSeconds: rule.windowSeconds };
  const admission = await admit(app.db, visitorCharges(rule, subject));
  if (!admission.admitted) return { kind: "throttled", retryAfterSeconds: admission.retryAfterSeconds };
  return { kind: "counted", subject };
}
