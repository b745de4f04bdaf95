import type { MiddlewareHandler } from "hono";

/**
 * HEAD is answered as GET is, body left out (RFC 9110 §9.3.2): the same status and headers, from the
 * edge cache or the page alike. Hono routes HEAD to GET handlers and drops the body itself; this gives
 * the middleware after it and React Router a GET to work on, which they otherwise treat as another
 * method. The HEAD is put back afterwards, so the view counter before it never counts a HEAD as a read.
 */
export const headAsGet: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== "HEAD") return next();
  const head = c.req.raw;
  c.req.raw = new Request(head, { method: "GET" });
  try {
    await next();
  } finally {
    c.req.raw = head;
  }
};
