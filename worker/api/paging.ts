import { PAGING } from "@domain/constants";
import type { Paged, PageQuery } from "@worker/data/query";
import type { Context } from "hono";
import { z } from "zod";
import { parseOrThrow } from "./input";

export const SEARCH_MAX = 200;

/** `page` (default 1), `limit` (default 10, at most 100) and `search` of every list call. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(PAGING.defaultPage),
  limit: z.coerce.number().int().min(1).max(PAGING.maxLimit).default(PAGING.defaultLimit),
  search: z.string().trim().max(SEARCH_MAX).optional(),
});

export const readPageQuery = (c: Context): PageQuery => parseOrThrow(pageQuerySchema, c.req.query());

/** A list answer: the plain array, with the total in `X-Total-Count` (DESIGN §4). */
export function pagedJson<T>(c: Context, { items, total }: Paged<T>) {
  c.header("X-Total-Count", String(total));
  return c.json(items);
}
