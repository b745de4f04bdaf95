import { TOAST_TITLES } from "@domain/messages";
import { toast } from "sonner";
import { ApiCallError, api, isUnauthorized } from "./api";
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

export interface Resource {
  /** API path of the list, e.g. "/blog". */
  path: string;
  toasts: ResourceToasts;
}

/** What a write tells the dialog that asked for it: close on success, stay open with field messages on failure. */
export type WriteResult = { ok: true } | { ok: false; fields?: Record<string, string[]> };

function succeed(message: ResourceToasts["created"]) {
  if (typeof message === "string") toast.success(TOAST_TITLES.success, { description: message });
  else toast.success(message.title, { description: message.description });
}

/** Runs one write, shows its toast, reloads the list after success (SPEC §4: dialogs close, list reloads). */
export async function runWrite(
  write: () => Promise<unknown>,
  success: ResourceToasts["created"],
  failure: string,
  reload?: () => Promise<void>,
): Promise<WriteResult> {
  try {
    await write();
  } catch (error) {
    if (!isUnauthorized(error)) toast.error(TOAST_TITLES.error, { description: failure });
    return { ok: false, fields: error instanceof ApiCallError ? error.fields : undefined };
  }
  succeed(success);
  await reload?.();
  return { ok: true };
}

/** The list of a resource plus its create, update and delete calls (SPEC §7 paths). */
export function useCrud<T extends { id: string | number }>({ path, toasts }: Resource) {
  const collection = useCollection<T>(path, toasts.loadFailed);
  const { reload } = collection;
  return {
    ...collection,
    create: (body: unknown) => runWrite(() => api.post(path, body), toasts.created, toasts.createFailed, reload),
    update: (id: T["id"], body: unknown) =>
      runWrite(() => api.put(`${path}/${encodeURIComponent(id)}`, body), toasts.updated, toasts.updateFailed, reload),
    remove: (id: T["id"]) =>
      runWrite(() => api.delete(`${path}/${encodeURIComponent(id)}`), toasts.deleted, toasts.deleteFailed, reload),
  };
}
