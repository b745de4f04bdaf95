import type { ContentKind } from "@domain/constants";
import { EDIT_CONFLICT_MESSAGES } from "@domain/edit-conflict-messages";
import { etagOfVersion, versionFromIfMatch } from "@domain/edit-version";
import { lastEditor } from "@worker/data/edit-version";
import type { WriteOutcome } from "@worker/data/writes";
import type { Context } from "hono";
import { isAdmin } from "./auth-middleware";
import { ApiError, found } from "./errors";
import { keepRevision, shownOutcome } from "./revision";
import type { ApiEnv } from "./types";
import { writeAnswer } from "./write-answer";

/**
 * Safe concurrent editing (issue 25). Staff reads carry the item's version as an ETag; a save that
 * sends it back in If-Match lands only if no one saved since, else 409 with who, when and what.
 * Without If-Match a save stays unconditional, as SPEC §7's API clients expect.
 */

/** The version the request's If-Match names; undefined means an unconditional save. */
export const expectedVersion = (c: Context<ApiEnv>) => versionFromIfMatch(c.req.header("If-Match"));

/** A staff read's ETag (public reads keep the edge cache's own ETag of their bytes). */
export function tagVersion(c: Context<ApiEnv>, version: string | null | undefined) {
  if (version && isAdmin(c)) c.header("ETag", etagOfVersion(version));
}

/** A versioned item's read: 404 when there is none, else the item (`shown` shapes it) with its ETag for staff. */
export function versionedRead<T extends { updatedAt: string }, U = T>(
  c: Context<ApiEnv>,
  row: T | null | undefined,
  what: string,
  shown?: (row: T) => U,
) {
  const item = found(row, what);
  tagVersion(c, item.updatedAt);
  return c.json(shown ? shown(item) : (item as unknown as U));
}

/** Where the audit log keeps an item's saves, to name who saved it last. */
export interface AuditedItem {
  entity: string;
  id: string;
}

/**
 * The 409 of a stale save. 412 is HTTP's answer to a failed If-Match, but a 412 carries no body a
 * client is expected to read; the editor needs the other person's content to show the difference.
 */
export async function editConflict(c: Context<ApiEnv>, item: AuditedItem, version: string, current: unknown) {
  const savedBy = await lastEditor(c.var.app.db, item.entity, item.id);
  const details = { savedBy, savedAt: version, version, current };
  return new ApiError(
    409,
    "edit_conflict",
    EDIT_CONFLICT_MESSAGES.stale,
    undefined,
    { ETag: etagOfVersion(version) },
    details,
  );
}

/**
 * A save's answer with versions: the stored object and its new ETag, or, when a conditional save
 * found nothing to write, a 409 if the item still exists (someone saved since) and a 404 if it does not.
 */
async function versionedWriteAnswer<T extends { updatedAt: string }>(
  c: Context<ApiEnv>,
  outcome: WriteOutcome<T>,
  what: string,
  save: { expected: string | undefined; item: AuditedItem; reload: () => Promise<T | null> },
) {
  if (outcome.ok) c.header("ETag", etagOfVersion(outcome.value.updatedAt));
  else if (outcome.problem === "not_found" && save.expected !== undefined) {
    const current = await save.reload();
    if (current) throw await editConflict(c, save.item, current.updatedAt, current);
  }
  return writeAnswer(c, outcome, what, 200);
}

/**
 * A staff save of a versioned item end to end: the If-Match version, the write, a revision when the
 * item is content with history (`revision`), and the answer, `shown` shaping the stored row.
 */
export async function versionedSave<T extends { updatedAt: string }, U extends { updatedAt: string } = T>(
  c: Context<ApiEnv>,
  save: {
    what: string;
    item: AuditedItem;
    write: (expected: string | undefined) => Promise<WriteOutcome<T>>;
    reload: () => Promise<U | null>;
    revision?: ContentKind;
    shown?: (row: T) => U;
  },
) {
  const expected = expectedVersion(c);
  const outcome = await save.write(expected);
  if (outcome.ok && save.revision) await keepRevision(c, save.revision, save.item.id, outcome.value);
  return versionedWriteAnswer(c, shownOutcome(outcome, save.shown), save.what, {
    expected,
    item: save.item,
    reload: save.reload,
  });
}
