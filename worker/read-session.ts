import { database } from "@db/client";
import { type AppEnv, appEnv } from "./env";

/**
 * D1's Sessions API (read replication): a request's reads may be served by a replica near the
 * visitor. A request that brings a bookmark (the back office sends the last one it was given) reads
 * at least that state, so staff always see their own writes; writes go to the primary either way.
 */
export { D1_BOOKMARK_HEADER } from "@domain/constants";

/** D1 bookmarks are hex groups joined by dashes; anything else is ignored, never passed to D1. */
const BOOKMARK = /^[0-9a-f]{1,64}(-[0-9a-f]{1,64}){1,7}$/i;

export interface ReadSession {
  app: AppEnv;
  /** The bookmark to hand back to the client after the request's queries (null when D1 gives none). */
  bookmark(): string | null;
}

/** The bindings with `db` reading through a D1 session that starts at `bookmark`, or wherever is nearest. */
export function openReadSession(bindings: Cloudflare.Env, bookmark?: string | null, write = false): ReadSession {
  const start = bookmark && BOOKMARK.test(bookmark) ? bookmark : write ? "first-primary" : "first-unconstrained";
  const session = bindings.DB.withSession(start);
  return {
    app: { ...appEnv(bindings), db: database(session as unknown as D1Database) },
    bookmark: () => session.getBookmark(),
  };
}
