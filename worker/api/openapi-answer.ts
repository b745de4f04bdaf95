import { etagOf, matchesIfNoneMatch } from "@worker/edge/etag";
import { REVALIDATE_EVERY_TIME } from "@worker/edge/policy";
import type { Context } from "hono";
import { ok } from "./openapi/components/answers";
import { CAPPED } from "./openapi/components/errors";
import { describeRoutes } from "./openapi/generator/route-docs";

/** This route's own entry in the document it serves. */
export const openApiDocs = describeRoutes("Site")("This document", {
  responses: {
    200: ok("OpenAPI 3.1, with a weak ETag of its bytes.", { type: "object" }),
    304: { description: "Unchanged since the ETag sent in If-None-Match." },
  },
  errors: CAPPED,
});

/**
 * GET /api/openapi.json: the description, with an ETag of its bytes so tools revalidate for a 304,
 * and `Vary: Accept-Encoding` for the caches between (issue 27). The document changes only with a deploy.
 */
export async function serveOpenApi(c: Context) {
  const body = JSON.stringify(await (await import("./openapi/generator/document")).openApiDocument());
  const headers = {
    ETag: await etagOf(new TextEncoder().encode(body).buffer as ArrayBuffer),
    "Cache-Control": REVALIDATE_EVERY_TIME,
    Vary: "Accept-Encoding",
  };
  if (matchesIfNoneMatch(c.req.header("If-None-Match") ?? null, headers.ETag)) return c.body(null, 304, headers);
  return c.body(body, 200, { ...headers, "Content-Type": "application/json" });
}
