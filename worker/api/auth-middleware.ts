import { bearerToken, readSession } from "@worker/auth/session";
import { createMiddleware } from "hono/factory";
import { errorResponse, errors } from "./errors";
import type { ApiEnv } from "./types";

const NO_STORE = "no-store";

/** Reads the bearer token, if any, into `admin`: public reads use it to decide visibility. */
export const loadSession = createMiddleware<ApiEnv>(async (c, next) => {
  const token = bearerToken(c.req.header("authorization"));
  const admin = token ? await readSession(c.var.app.sessions, token) : null;
  c.set("token", admin ? token : null);
  c.set("admin", admin);
  await next();
  // An answer to a call that carried credentials (an admin view of a public list, say) is never cached.
  if (c.req.header("authorization")) c.header("Cache-Control", NO_STORE);
});

/** For answers that must never be cached: set before the handler and again after, so errors carry it too. */
export const noStore = createMiddleware<ApiEnv>(async (c, next) => {
  c.header("Cache-Control", NO_STORE);
  await next();
  c.header("Cache-Control", NO_STORE);
});

/** The one guard on every admin route: 401 without a live session; admin answers are never cached. */
export const requireAdmin = createMiddleware<ApiEnv>(async (c, next) => {
  c.header("Cache-Control", NO_STORE);
  if (!c.var.admin) {
    c.header("WWW-Authenticate", "Bearer");
    return errorResponse(c, errors.unauthorized());
  }
  await next();
  c.header("Cache-Control", NO_STORE);
});

/** True when the request carries a valid admin token (the "same calls return everything" rule). */
export const isAdmin = (c: { var: ApiEnv["Variables"] }) => c.var.admin !== null;
