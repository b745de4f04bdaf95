import { CONTENT_API_MESSAGES } from "@domain/messages";
import type { WriteOutcome } from "@worker/data/writes";
import type { Context } from "hono";
import { errors } from "./errors";

/** The answer to a staff write: the stored object (201 on create), or DESIGN §4's error for what went wrong. */
export function writeAnswer<T extends object>(c: Context, outcome: WriteOutcome<T>, what: string, status: 200 | 201) {
  if (outcome.ok) return c.json(outcome.value, status);
  if (outcome.problem === "not_found") throw errors.notFound(what);
  if (outcome.problem === "conflict") throw errors.conflict(CONTENT_API_MESSAGES.slugTaken, outcome.fields);
  throw errors.validation(outcome.fields);
}

/** DELETE's answer: 200 `{ success: true }`, or 404 when there was nothing to delete. */
export function deleteAnswer(c: Context, deleted: boolean, what: string) {
  if (!deleted) throw errors.notFound(what);
  return c.json({ success: true as const });
}
