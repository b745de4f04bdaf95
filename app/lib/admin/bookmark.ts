import { D1_BOOKMARK_HEADER } from "@domain/constants";

/**
 * Read-your-writes for staff (D1 read replication): every API answer carries a D1 bookmark; the back
 * office keeps the latest and sends it with its next calls, so a read never lands on a replica that
 * has not yet seen the write just made. Kept for the tab (sessionStorage), in memory where there is none.
 */
const STORAGE_KEY = "d1_bookmark";

let latest: string | null = null;

const storage = () => (typeof sessionStorage === "undefined" ? null : sessionStorage);

export function currentBookmark(): string | null {
  return latest ?? storage()?.getItem(STORAGE_KEY) ?? null;
}

/** Bookmarks only move forward (they compare as strings): an older answer arriving late never rewinds. */
export function rememberBookmark(response: Response): void {
  const bookmark = response.headers.get(D1_BOOKMARK_HEADER);
  const current = currentBookmark();
  if (!bookmark || (current && bookmark <= current)) return;
  latest = bookmark;
  storage()?.setItem(STORAGE_KEY, bookmark);
}
