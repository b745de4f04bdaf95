import type { Paged } from "@worker/data/query";
import type { Context } from "hono";

/** A list answer: the plain array, with the total in `X-Total-Count` (DESIGN §4). */
export function pagedJson<T>(c: Context, { items, total }: Paged<T>) {
  c.header("X-Total-Count", String(total));
  return c.json(items);
}
