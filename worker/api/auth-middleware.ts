import { canReach, type StaffArea, type StaffRole } from "@domain/roles";
import { bearerToken } from "@worker/auth/session";
import { readIndexedSession } from "@worker/auth/session-index";
import { sessionRole } from "@worker/data/admin-users";
import type { Actor } from "@worker/data/intake";
import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { carriesCsrfToken, fromSameOrigin, isUnsafeMethod } from "./csrf";
import { errorResponse, errors } from "./errors";
import { adminDocs, roleDocs } from "./openapi/generator/middleware-docs";
import { documenting } from "./openapi/generator/route-docs";
import { resourceOf } from "./resource";
import { readSessionCookie } from "./session-cookie";
import type { ApiEnv, StaffSession } from "./types";

const NO_STORE = "no-store";

/**
 * Writes that never act on the session's authority, so a cookie riding along gives them nothing to
 * forge: sign-in opens a new session whatever the old one was (it checks its own origin, see
 * routes/auth.ts), and the public link pages' credential is the token in their body.
 */
const CSRF_EXEMPT_PATHS = new Set([
  "/api/login",
  "/api/login/second-factor",
  "/api/login/passkey",
  "/api/password/forgot",
  "/api/password/reset",
  "/api/invitations/accept",
]);

/**
 * Reads the session into `admin`, from `Authorization: Bearer` (API clients) or the session cookie
 * (the back office); public reads use it to decide visibility. A cookie alone never authorises a
 * write: the request must come from this origin and carry the session's CSRF token, or it is refused.
 */
export const loadSession = createMiddleware<ApiEnv>(async (c, next) => {
  const bearer = bearerToken(c.req.header("authorization"));
  const token = bearer ?? readSessionCookie(c) ?? null;
  const session = token ? await readIndexedSession(c.var.app, token) : null;
  // The account's role and status come from D1 on every request: a change or a deactivation acts at once.
  // A write also needs the session in the D1 index (KV deletions take about a minute to reach other
  // locations), so a session ended elsewhere (password change, deactivation) can no longer change anything.
  const listedSessionId = isUnsafeMethod(c.req.method) ? session?.sessionId : undefined;
  const role = session ? await sessionRole(c.var.app.db, session.adminId, session.createdAt, listedSessionId) : null;
  const admin: StaffSession | null = session && role ? { ...session, role } : null;
  c.set("token", admin ? token : null);
  c.set("admin", admin);
  c.set("viaCookie", admin !== null && bearer === null);

  const request = c.req.raw;
  if (c.var.viaCookie && admin && isUnsafeMethod(request.method) && !CSRF_EXEMPT_PATHS.has(c.req.path)) {
    if (!fromSameOrigin(request) || !carriesCsrfToken(request, admin.csrfToken)) {
      await request.body?.cancel().catch(() => undefined);
      c.header("Cache-Control", NO_STORE);
      return errorResponse(c, errors.csrfRefused());
    }
  }
  await next();
  // An answer to a call that carried credentials (an admin view of a public list, say) is never cached.
  if (token) c.header("Cache-Control", NO_STORE);
});

/** For answers that must never be cached: set before the handler and again after, so errors carry it too. */
export const noStore = createMiddleware<ApiEnv>(async (c, next) => {
  c.header("Cache-Control", NO_STORE);
  await next();
  c.header("Cache-Control", NO_STORE);
});

/** The one guard on every admin route: 401 without a live session; admin answers are never cached. */
export const requireAdmin = documenting(
  createMiddleware<ApiEnv>(async (c, next) => {
    c.header("Cache-Control", NO_STORE);
    if (!c.var.admin) {
      c.header("WWW-Authenticate", "Bearer");
      return errorResponse(c, errors.unauthorized());
    }
    // All an enrolment-only session may reach: the routes whose resource says so (./resource.ts).
    if (c.var.admin.enrolmentOnly && !resourceOf(c)?.enrolment) {
      await c.req.raw.body?.cancel().catch(() => undefined);
      return errorResponse(c, errors.enrolmentRequired());
    }
    await next();
    c.header("Cache-Control", NO_STORE);
  }),
  adminDocs,
);

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
  return documenting(check, roleDocs);
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

/** The role of the account a guarded route answers (after requireAdmin): what its payload may hold. */
export function signedInRole(c: { var: ApiEnv["Variables"] }): StaffRole {
  if (!c.var.admin) throw errors.unauthorized();
  return c.var.admin.role;
}

/** The signed-in staff member acting (after requireAdmin), as the data functions record them. */
export function actorOf(c: { var: ApiEnv["Variables"] }): Actor {
  const admin = c.var.admin;
  if (!admin) throw errors.unauthorized();
  return { adminId: admin.adminId, name: admin.name };
}
