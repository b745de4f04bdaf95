import type { EditConflict } from "@domain/edit-version";
import { TOAST_TITLES } from "@domain/messages";
import { toast } from "sonner";
import { ApiCallError, isUnauthorized, type ListCall } from "./api";
import { editConflictOf } from "./edit-conflict";
import { useCollection } from "./use-collection";

/** The toasts of one admin resource: SPEC §8's descriptions under 'Success' / 'Error'. */
export interface ResourceToasts {
  loadFailed: string;
  created: string | { title: string; description: string };
  createFailed: string;
  updated: string;
  updateFailed: string;
  deleted: string;
  deleteFailed: string;
}

/** One admin resource's calls, each typed by the server's route (resources.ts), and its toasts. */
export interface Resource<Row extends { id: string | number }, Body> {
  list: ListCall<Row>;
  create: (body: Body) => Promise<unknown>;
  /** `version`: the item's updatedAt when the form opened; the save is refused (409) if someone saved since. */
  update: (id: Row["id"], body: Body, version?: string) => Promise<unknown>;
  remove: (id: Row["id"]) => Promise<unknown>;
  toasts: ResourceToasts;
}

/** What a write tells the dialog that asked for it: close on success, stay open with field messages on failure. */
export type WriteResult = { ok: true } | { ok: false; fields?: Record<string, string[]>; conflict?: EditConflict };

function succeed(message: ResourceToasts["created"], id: string) {
  if (typeof message === "string") toast.success(TOAST_TITLES.success, { description: message, id });
  else toast.success(message.title, { description: message.description, id });
}

/** Runs one write, shows its toast, reloads the list after success (SPEC §4: dialogs close, list reloads). */
export async function runWrite(
  write: () => Promise<unknown>,
  success: ResourceToasts["created"],
  failure: string,
  reload?: () => Promise<void>,
): Promise<WriteResult> {
  // One toast per action (named by its failure text): a retry's answer replaces the last one, so a
  // stale red error never sits over the green success.
  const id = `write:${failure}`;
  try {
    await write();
  } catch (error) {
    // Someone saved since: the edit-conflict dialog says so in full, so no toast as well.
    const conflict = editConflictOf(error);
    if (conflict) return { ok: false, conflict };
    if (!isUnauthorized(error)) toast.error(TOAST_TITLES.error, { description: failure, id });
    return { ok: false, fields: error instanceof ApiCallError ? error.fields : undefined };
  }
  succeed(success, id);
  await reload?.();
  return { ok: true };
}

/** The list of a resource plus its create, update and delete calls, each with its toast. */
export function useCrud<Row extends { id: string | number }, Body>(resource: Resource<Row, Body>) {
  const { toasts } = resource;
  const collection = useCollection(resource.list, toasts.loadFailed);
  const { reload } = collection;
  return {
    ...collection,
    create: (body: Body) => runWrite(() => resource.create(body), toasts.created, toasts.createFailed, reload),
    update: (id: Row["id"], body: Body, version?: string) =>
      runWrite(() => resource.update(id, body, version), toasts.updated, toasts.updateFailed, reload),
    remove: (id: Row["id"]) => runWrite(() => resource.remove(id), toasts.deleted, toasts.deleteFailed, reload),
  };
}

export type Crud<Row extends { id: string | number }, Body> = ReturnType<typeof useCrud<Row, Body>>;
