import { canReach, type StaffArea } from "@domain/roles";
import { bearerToken, readSession } from "@worker/auth/session";
import { sessionRole } from "@worker/data/admin-users";
import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { errorResponse, errors } from "./errors";
import type { ApiEnv, StaffSession } from "./types";

const NO_STORE = "no-store";

/** Reads the bearer token, if any, into `admin`: public reads use it to decide visibility. */
export const loadSession = createMiddleware<ApiEnv>(async (c, next) => {
  const token = bearerToken(c.req.header("authorization"));
  const session = token ? await readSession(c.var.app.sessions, token) : null;
  // The account's role and status come from D1 on every request: a change or a deactivation acts at once.
  const role = session ? await sessionRole(c.var.app.db, session.adminId, session.createdAt) : null;
  const admin: StaffSession | null = session && role ? { ...session, role } : null;
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

const ROLE_CHECKS = new WeakMap<MiddlewareHandler, StaffArea>();

/**
 * The role check beside `requireAdmin` on every admin route: the route belongs to an area of
 * domain/roles.ts, and an account whose role does not reach it gets a 403 (401 without a session).
 */
export function requireRole(area: StaffArea): MiddlewareHandler<ApiEnv> {
  const check = createMiddleware<ApiEnv>(async (c, next) => {
    const admin = c.var.admin;
    if (!admin) return errorResponse(c, errors.unauthorized());
    if (!canReach(admin.role, area)) return errorResponse(c, errors.forbidden());
    await next();
  });
  ROLE_CHECKS.set(check, area);
  return check;
}

/** The area a route handler checks, when it is a role check (the router walk in the tests reads it). */
export const roleCheckArea = (handler: unknown): StaffArea | undefined => ROLE_CHECKS.get(handler as MiddlewareHandler);

/** For a check inside a handler (a body that needs more than the route's area): throws the same 403. */
export function assertRole(c: { var: ApiEnv["Variables"] }, area: StaffArea): void {
  if (!c.var.admin) throw errors.unauthorized();
  if (!canReach(c.var.admin.role, area)) throw errors.forbidden();
}

/** True when the request carries a valid admin token (the "same calls return everything" rule). */
export const isAdmin = (c: { var: ApiEnv["Variables"] }) => c.var.admin !== null;
