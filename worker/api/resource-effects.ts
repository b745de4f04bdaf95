import { edgeCache } from "@worker/edge/cache";
import { bumpContentVersion } from "@worker/edge/content-version";
import { limitBody } from "@worker/http/request-body";
import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { errorResponse, errors } from "./errors";
import { resourceOf } from "./resource";
import type { ApiEnv } from "./types";

/**
 * What the API does by the resource a request's route declares (./resource.ts), beside the audit
 * log (./audit-middleware.ts): one middleware each, so a new router gets them by declaring itself.
 */

/** Public reads of a resource declared `edgeCached` answer from the edge cache (docs/decisions/007, 030). */
export const edgeCacheDeclaredReads: MiddlewareHandler<ApiEnv> = (c, next) =>
  resourceOf(c)?.edgeCached ? edgeCache(c, next) : next();

/** JSON bodies are small; a resource with larger ones (uploads) caps its own (`ownBodyLimit`). */
const JSON_BODY_LIMIT_BYTES = 64 * 1024;
/** The API's cap, also put by GET /api/health on its own route, which is mounted before this middleware. */
export const jsonBodyLimit = limitBody(JSON_BODY_LIMIT_BYTES, (c) => errorResponse(c, errors.tooLarge("64 KB")));

export const limitJsonBodies: MiddlewareHandler<ApiEnv> = (c, next) =>
  resourceOf(c)?.ownBodyLimit ? next() : jsonBodyLimit(c, next);

/** A successful staff write to a resource the public sees moves the edge cache's keys on (`publicContent`). */
export const bumpAfterPublicWrite = createMiddleware<ApiEnv>(async (c, next) => {
  await next();
  const write = c.req.method !== "GET" && c.req.method !== "HEAD";
  if (c.var.admin && write && c.res.status < 400 && resourceOf(c)?.publicContent) await bumpContentVersion(c.var.app);
});
