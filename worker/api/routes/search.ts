import { SEARCH_MESSAGES } from "@domain/messages";
import { siteSearchQuerySchema } from "@domain/schemas/search";
import { markedHtml, SEARCH_LIMITS, type SiteSearchGroup } from "@domain/search";
import { forgivingSearch } from "@worker/data/forgiving-search";
import { Hono } from "hono";
import { z } from "zod";
import { errors } from "../errors";
import { queryOf } from "../input";
import { ok } from "../openapi/components/answers";
import { describing } from "../openapi/generator/derived";
import { describeRoutes } from "../openapi/generator/route-docs";
import { component } from "../openapi/generator/schemas";
import { type Resource, resourceRouter } from "../resource";
import type { ApiEnv } from "../types";

/** One group as the API answers it: snippets as escaped HTML with <mark> around matched words. */
const answerOf = ({ total, more, hits }: SiteSearchGroup) => ({
  total,
  more,
  hits: hits.map(({ url, title, marked }) => ({
    title,
    url,
    titleHtml: markedHtml(marked.title),
    snippetHtml: markedHtml(marked.snippet),
  })),
});

export type SiteSearchAnswer = {
  query: string;
  correctedQuery: string | null;
  practiceAreas: ReturnType<typeof answerOf>;
  attorneys: ReturnType<typeof answerOf>;
  articles: ReturnType<typeof answerOf>;
};

const SITE_SEARCH_ANSWER = component("SiteSearch", () => {
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
  return describing<SiteSearchAnswer>()(
    z.object({
      query: z.string().describe("The search text, trimmed."),
      correctedQuery: z
        .string()
        .nullable()
        .describe(
          "The text the results are for when it is not the text typed: the typed text found nothing, and each misspelt word was replaced by the closest word a public item holds (custdy → custody). Null when the results are for the text as typed. Ask again with `exact=true` for the text as typed.",
        ),
      practiceAreas: group,
      attorneys: group,
      articles: group,
    }),
  );
});

const searchDocs = describeRoutes("Search")("Search the public site", {
  operationId: "searchSite",
  description:
    "Full-text search (SQLite FTS5) over the public items: every word must match, in any form of it " +
    "(stemmed: divorcing finds divorce) and with or without accents; the last word also matches as the " +
    "start of a longer word, for search as you type. Titles weigh most (bm25). Quotes, *, -, NEAR, AND/OR " +
    "are plain text. A word or phrase the firm's synonyms name (Settings) also finds what they say it means (DUI → " +
    "drunk driving). When nothing matches, misspelt words are corrected (one typo forgiven from 4 letters, two from 6) " +
    "and the corrected text is searched: `correctedQuery` says so. Answers up to `limit` items of each kind and each " +
    `kind's total. A word most items hold is ranked among the newest ${SEARCH_LIMITS.candidates} items of each kind that match.`,
  responses: {
    200: ok("Published practice areas, active attorneys and public articles, best first.", SITE_SEARCH_ANSWER),
  },
  errors: {
    400: "No search text, text over the length limit, nothing to search for in it (only punctuation or emoji), a bad limit or a bad `exact`.",
  },
});

/** Not edge-cached: every query is its own key. */
const SITE_SEARCH: Resource = { entity: "search", publicContent: false };

/** GET /api/search?q=: the site's search, public items only, grouped by kind, best first. */
export const searchRoutes = resourceRouter(SITE_SEARCH, new Hono<ApiEnv>()).get(
  "/",
  searchDocs,
  queryOf(siteSearchQuerySchema),
  async (c) => {
    const { q, limit, exact } = c.req.valid("query");
    const found = await forgivingSearch(c.var.app.db, q, limit, { exact });
    if (!found) throw errors.validation({ q: [SEARCH_MESSAGES.noWords] });
    const { results, correctedQuery } = found;
    const answer: SiteSearchAnswer = {
      query: q,
      correctedQuery,
      practiceAreas: answerOf(results["practice-area"]),
      attorneys: answerOf(results.attorney),
      articles: answerOf(results.article),
    };
    return c.json(answer);
  },
);
