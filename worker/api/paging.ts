import type { KeysetPage } from "@worker/data/keyset";
import type { Paged } from "@worker/data/query";
import type { Context } from "hono";

/** A list answer: the plain array, with the total in `X-Total-Count` (DESIGN §4). */
export function pagedJson<T>(c: Context, { items, total }: Paged<T>) {
  c.header("X-Total-Count", String(total));
  return c.json(items);
}

/**
 * A keyset-paged list answer: as pagedJson, plus the cursors of the next and previous pages when there
 * are some, and X-Total-Capped when more items match than X-Total-Count (a search's count stopped).
 */
export function cursorPagedJson<T>(c: Context, page: KeysetPage<T>) {
  if (page.next) c.header("X-Next-Cursor", page.next);
  if (page.prev) c.header("X-Prev-Cursor", page.prev);
  if (page.totalCapped) c.header("X-Total-Capped", "true");
  return pagedJson(c, page);
}
