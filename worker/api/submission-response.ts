import type { SubmissionOutcome } from "@worker/data/submissions";
import type { Context } from "hono";
import { errors } from "./errors";

/**
 * The answer to a visitor's form: 201 `{ success, id }` whether it was stored or silently discarded
 * (the two look alike), 429 with Retry-After when this client sent too many lately, 400 with the
 * fields the database refused (a practice area the firm does not offer).
 */
export function submissionResponse(c: Context, outcome: SubmissionOutcome) {
  if (outcome.kind === "throttled") throw errors.tooManyRequests(outcome.retryAfterSeconds);
  if (outcome.kind === "invalid") throw errors.validation(outcome.fieldErrors);
  return c.json({ success: true, id: outcome.id }, 201);
}
