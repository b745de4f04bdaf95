import type { ListCall } from "./api";
import { useCollection } from "./use-collection";
import { type ToastText, useWrite, type WriteOutcome } from "./use-write";

/** The toasts of one admin resource: SPEC §8's descriptions under 'Success' / 'Error'. */
export interface ResourceToasts {
  loadFailed: string;
  created: ToastText;
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

/** The list of a resource plus its create, update and delete calls, each with its toast. */
export function useCrud<Row extends { id: string | number }, Body>(resource: Resource<Row, Body>) {
  const { toasts } = resource;
  const collection = useCollection(resource.list, toasts.loadFailed);
  const { reload } = collection;
  // One toast each, as each action has its own texts.
  const creating = useWrite();
  const updating = useWrite();
  const removing = useWrite();
  const other = useWrite();
  return {
    ...collection,
    create: (body: Body) =>
      creating.send(() => resource.create(body), { done: toasts.created, failed: toasts.createFailed, after: reload }),
    update: (id: Row["id"], body: Body, version?: string) =>
      updating.send(() => resource.update(id, body, version), {
        done: toasts.updated,
        failed: toasts.updateFailed,
        after: reload,
      }),
    remove: (id: Row["id"]) =>
      removing.send(() => resource.remove(id), { done: toasts.deleted, failed: toasts.deleteFailed, after: reload }),
    /** Any other write on the list (a move, a status), with the same toasts and refresh. */
    send: <T>(write: () => Promise<T>, outcome: WriteOutcome<T>) => other.send(write, { after: reload, ...outcome }),
  };
}

export type Crud<Row extends { id: string | number }, Body> = ReturnType<typeof useCrud<Row, Body>>;
