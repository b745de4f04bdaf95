import { siteSearchQuerySchema } from "@domain/schemas/search";
import { SEARCH_LIMITS } from "@domain/search";
import { z } from "zod";
import type { SiteSearchAnswer } from "../routes/search";
import { area, jsonSchema, ok, queryParams, ref } from "./shared";
import { describing } from "./stored";

const group = z.object({
  total: z.int().min(0).describe(`Matching items of this kind in all, counted up to ${SEARCH_LIMITS.counted}.`),
  more: z.boolean().describe(`True when more items match than \`total\` (it reached ${SEARCH_LIMITS.counted}).`),
  hits: z.array(
    z.object({
      title: z.string(),
      url: z.string().describe("The item's public page, a path on this site."),
      titleHtml: z.string().describe("The title as escaped HTML, matched words in <mark>."),
      snippetHtml: z.string().describe("The best-matching passage as escaped HTML, matched words in <mark>."),
    }),
  ),
});

const answer = describing<SiteSearchAnswer>()(
  z.object({
    query: z.string().describe("The search text, trimmed."),
    practiceAreas: group,
    attorneys: group,
    articles: group,
  }),
);

export const searchApi = area("Search", (op) => ({
  paths: {
    "/api/search": {
      get: {
        operationId: "searchSite",
        ...op("Search the public site", {
          parameters: queryParams(siteSearchQuerySchema),
          responses: {
            200: ok("Published practice areas, active attorneys and public articles, best first.", ref("SiteSearch")),
          },
          errors: {
            400: "No search text, text over the length limit, nothing to search for in it (only punctuation or emoji), or a bad limit.",
          },
        }),
        description:
          "Full-text search (SQLite FTS5) over the public items: every word must match, in any form of it " +
          "(stemmed: divorcing finds divorce) and with or without accents; the last word also matches as the " +
          "start of a longer word, for search as you type. Titles weigh most (bm25). Quotes, *, -, NEAR, AND/OR " +
          "are plain text. Answers up to `limit` items of each kind and each kind's total. A word most items hold is " +
          `ranked among the newest ${SEARCH_LIMITS.candidates} items of each kind that match.`,
      },
    },
  },
  schemas: { SiteSearch: jsonSchema(answer, "output") },
}));
