import { createMiddleware } from "hono/factory";
import { currentScope, errorFields, inRequestScope, log } from "../log";

/** The response header naming the request's id, the key to its log line. */
export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * First middleware of the Worker: gives the request an id, returns it as a header and writes one
 * JSON line when the response is ready. A 5xx line is an error and carries the stack of the error
 * that caused it (noted by the API's error handler or React Router's handleError).
 */
export const requestLog = createMiddleware(async (c, next) => {
  const requestId = crypto.randomUUID();
  const started = Date.now();
  await inRequestScope(requestId, async () => {
    await next();
    c.header(REQUEST_ID_HEADER, requestId);
    const scope = currentScope();
    const status = c.res.status;
    const failure = status >= 500 ? (scope?.failure ?? c.error) : undefined;
    log(status >= 500 ? "error" : "info", "request", {
      method: c.req.method,
      // The path only: query strings can carry search terms and tokens.
      path: c.req.path,
      status,
      durationMs: Date.now() - started,
      ray: c.req.header("cf-ray"),
      ...scope?.details,
      ...(failure ? { error: errorFields(failure) } : {}),
    });
  });
});
