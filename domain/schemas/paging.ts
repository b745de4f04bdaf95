import { z } from "zod";
import { PAGING } from "../constants";
import { FIELD_MESSAGES } from "../messages";
import { PAGE_MAX, SEARCH_MAX } from "./limits";

export { SEARCH_MAX };

/** A query parameter counted from 1 up to `max`, `fallback` when absent; one message for every way it is wrong. */
export function countParam(label: string, max: number, fallback: number) {
  const message = FIELD_MESSAGES.wholeNumber(label, 1, max);
  return z.coerce.number(message).int(message).min(1, message).max(max, message).default(fallback);
}

/** `page` (default 1), `limit` (default 10, at most 100) and `search` of every list call, worded like every other field. */
export const pageQuerySchema = z.object({
  page: countParam("Page", PAGE_MAX, PAGING.defaultPage),
  limit: countParam("Limit", PAGING.maxLimit, PAGING.defaultLimit),
  search: z.string().trim().max(SEARCH_MAX, FIELD_MESSAGES.tooLong("Search", SEARCH_MAX)).optional(),
});
