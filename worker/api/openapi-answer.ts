import { etagOf, matchesIfNoneMatch } from "@worker/edge/etag";
import { REVALIDATE_EVERY_TIME } from "@worker/edge/policy";
import type { Context } from "hono";

/**
 * GET /api/openapi.json: the description, with an ETag of its bytes so tools revalidate for a 304,
 * and `Vary: Accept-Encoding` for the caches between (issue 27). The document changes only with a deploy.
 */
export async function serveOpenApi(c: Context) {
  const body = JSON.stringify(await (await import("./openapi")).openApiDocument());
  const headers = {
    ETag: await etagOf(new TextEncoder().encode(body).buffer as ArrayBuffer),
    "Cache-Control": REVALIDATE_EVERY_TIME,
    Vary: "Accept-Encoding",
  };
  if (matchesIfNoneMatch(c.req.header("If-None-Match") ?? null, headers.ETag)) return c.body(null, 304, headers);
  return c.body(body, 200, { ...headers, "Content-Type": "application/json" });
}
