import type { SubmissionOutcome } from "@worker/data/submissions";
import type { Context } from "hono";
import { errors } from "./errors";

/**
 * The answer to a visitor's form: 201 `{ success, id }` whether it was stored or silently discarded
 * (the two look alike), 429 with Retry-After when this client sent too many lately.
 */
export function submissionResponse(c: Context, outcome: SubmissionOutcome) {
  if (outcome.kind === "throttled") throw errors.tooManyRequests(outcome.retryAfterSeconds);
  return c.json({ success: true, id: outcome.id }, 201);
}
