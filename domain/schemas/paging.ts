import { z } from "zod";
import { PAGING } from "../constants";
import { FIELD_MESSAGES } from "../messages";
import { PAGE_MAX, SEARCH_MAX } from "./limits";

export { SEARCH_MAX };

const pageMessage = FIELD_MESSAGES.wholeNumber("Page", 1, PAGE_MAX);
const limitMessage = FIELD_MESSAGES.wholeNumber("Limit", 1, PAGING.maxLimit);

/** `page` (default 1), `limit` (default 10, at most 100) and `search` of every list call, worded like every other field. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number(pageMessage)
    .int(pageMessage)
    .min(1, pageMessage)
    .max(PAGE_MAX, pageMessage)
    .default(PAGING.defaultPage),
  limit: z.coerce
    .number(limitMessage)
    .int(limitMessage)
    .min(1, limitMessage)
    .max(PAGING.maxLimit, limitMessage)
    .default(PAGING.defaultLimit),
  search: z.string().trim().max(SEARCH_MAX, FIELD_MESSAGES.tooLong("Search", SEARCH_MAX)).optional(),
});
