import { SEARCH_MESSAGES } from "@domain/messages";
import { siteSearchQuerySchema } from "@domain/schemas/search";
import { markedHtml, type SiteSearchGroup } from "@domain/search";
import { searchSite } from "@worker/data/site-search";
import { Hono } from "hono";
import { errors } from "../errors";
import { queryOf } from "../input";
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
  practiceAreas: ReturnType<typeof answerOf>;
  attorneys: ReturnType<typeof answerOf>;
  articles: ReturnType<typeof answerOf>;
};

/** Not edge-cached: every query is its own key. */
const SITE_SEARCH: Resource = { entity: "search", publicContent: false };

/** GET /api/search?q=: the site's search, public items only, grouped by kind, best first. */
export const searchRoutes = resourceRouter(SITE_SEARCH, new Hono<ApiEnv>()).get(
  "/",
  queryOf(siteSearchQuerySchema),
  async (c) => {
    const { q, limit } = c.req.valid("query");
    const results = await searchSite(c.var.app.db, q, limit);
    if (!results) throw errors.validation({ q: [SEARCH_MESSAGES.noWords] });
    const answer: SiteSearchAnswer = {
      query: q,
      practiceAreas: answerOf(results["practice-area"]),
      attorneys: answerOf(results.attorney),
      articles: answerOf(results.article),
    };
    return c.json(answer);
  },
);
