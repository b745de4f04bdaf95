import type { MiddlewareHandler } from "hono";

/**
 * Every response carries `Date` (RFC 9110 §6.6.1): caches compute an answer's age from it. Cloudflare's
 * edge adds one in production, but local workerd does not, and an answer should not depend on who relays it.
 */
export const stampDate: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has("Date")) c.res.headers.set("Date", new Date().toUTCString());
};
