import type { ContentKind } from "@domain/constants";
import { NEW_ITEM_ID } from "@domain/schemas/autosave";
import { clearAutosaves } from "@worker/data/autosaves";
import { recordRevision } from "@worker/data/revisions";
import type { WriteOutcome } from "@worker/data/writes";
import type { Context } from "hono";
import type { ApiEnv } from "./types";
import { writeAnswer } from "./write-answer";

/**
 * After a successful save of a post, area or attorney: keep it as a revision by the signed-in admin,
 * and drop that person's autosave of it (a create also drops their autosave of the new item).
 */
export async function keepRevision(c: Context<ApiEnv>, kind: ContentKind, id: string, row: object) {
  await recordRevision(c.var.app.db, kind, id, row, c.var.admin);
  if (c.var.admin) {
    const saved = c.req.method === "POST" ? [id, NEW_ITEM_ID] : [id];
    await clearAutosaves(c.var.app.db, kind, saved, c.var.admin.adminId);
  }
}

/** A create's answer (201) that keeps the new item as its author's first revision; `shown` shapes the answer. */
export async function createdWithRevision<T extends { id: string | number }, U extends object = T>(
  c: Context<ApiEnv>,
  kind: ContentKind,
  outcome: WriteOutcome<T>,
  what: string,
  shown?: (row: T) => U,
) {
  if (outcome.ok) await keepRevision(c, kind, String(outcome.value.id), outcome.value);
  return writeAnswer(c, shownOutcome(outcome, shown), what, 201);
}

/** The outcome with its stored row shaped for the answer (the row as it is without `shown`). */
export function shownOutcome<T, U>(outcome: WriteOutcome<T>, shown?: (row: T) => U): WriteOutcome<U> {
  if (!outcome.ok || !shown) return outcome as WriteOutcome<unknown> as WriteOutcome<U>;
  return { ok: true, value: shown(outcome.value) };
}
