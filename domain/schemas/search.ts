import { z } from "zod";
import { FIELD_MESSAGES } from "../messages";
import { SEARCH_MAX } from "./limits";
import { countParam } from "./paging";

/** Hits of each kind one search answers by default and at most. */
export const SEARCH_LIMIT = { default: 10, max: 50 } as const;

/** GET /api/search and the /search page: the text typed and how many hits of each kind to show. */
export const siteSearchQuerySchema = z.object({
  q: z
    .string(FIELD_MESSAGES.required("Search"))
    .trim()
    .min(1, FIELD_MESSAGES.required("Search"))
    .max(SEARCH_MAX, FIELD_MESSAGES.tooLong("Search", SEARCH_MAX)),
  limit: countParam("Limit", SEARCH_LIMIT.max, SEARCH_LIMIT.default),
  /** "true": search the text as typed, never a corrected spelling ("Search instead for …"). */
  exact: z
    .enum(["true", "false"], FIELD_MESSAGES.yesNo("Exact"))
    .optional()
    .transform((v) => v === "true"),
});
