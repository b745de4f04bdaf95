import { bearerToken, readSession } from "@worker/auth/session";
import { createMiddleware } from "hono/factory";
import { errorResponse, errors } from "./errors";
import type { ApiEnv } from "./types";

/** Reads the bearer token, if any, into `admin`: public reads use it to decide visibility. */
export const loadSession = createMiddleware<ApiEnv>(async (c, next) => {
  const token = bearerToken(c.req.header("authorization"));
  const admin = token ? await readSession(c.var.app.sessions, token) : null;
  c.set("token", admin ? token : null);
  c.set("admin", admin);
  await next();
});

/** The one guard on every admin route: 401 without a live session; admin answers are never cached. */
export const requireAdmin = createMiddleware<ApiEnv>(async (c, next) => {
  if (!c.var.admin) return errorResponse(c, errors.unauthorized());
  await next();
  c.header("Cache-Control", "no-store");
});

/** True when the request carries a valid admin token (the "same calls return everything" rule). */
export const isAdmin = (c: { var: ApiEnv["Variables"] }) => c.var.admin !== null;
