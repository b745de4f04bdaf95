import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { auditLog } from "@db/schema";
import { requireAdmin } from "@worker/api/auth-middleware";
import { applyApiMiddleware } from "@worker/api/middleware";
import { type Resource, resourceRouter } from "@worker/api/resource";
import type { ApiEnv } from "@worker/api/types";
import { TEST_CLOCK_HEADER, withRequestClock } from "@worker/clock";
import { readContentVersion } from "@worker/edge/content-version";
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { adminToken, jsonInit } from "../support/admin";
import { testDb, unique } from "../support/db";
import { normalised, resourceOfRoute, servedRoutes } from "../support/routes";
import { CACHE_INSTANT, cacheStatus } from "../support/worker";

const token = await adminToken();

/** Served by the API itself, outside any resource's router. */
const NO_RESOURCE = new Set(["GET /api/openapi.json"]);

/**
 * An API of one router that is new to the codebase, behind the real API's middleware (and the
 * Worker's test clock, which the edge cache's minute follows): what it does is only what it declares.
 */
function apiWithNewRouter(resource: Resource) {
  const gadgets = resourceRouter(resource, new Hono<ApiEnv>())
    .get("/", (c) => c.json({ items: [] }))
    .post("/", requireAdmin, (c) => c.json({ id: unique("gadget") }, 201));
  const app = new Hono<ApiEnv>().basePath("/api");
  app.use("*", (c, next) => withRequestClock(c.req.raw, c.env, next));
  applyApiMiddleware(app);
  app.route("/gadgets", gadgets);
  return async (init: RequestInit = {}) => {
    const ctx = createExecutionContext();
    const headers = new Headers(init.headers);
    headers.set(TEST_CLOCK_HEADER, CACHE_INSTANT);
    const bindings = { ...env, EDGE_CACHE: "on" } as Cloudflare.Env;
    // Its own URL: entries stored for one test's router are never another's.
    const response = await app.request(`/api/gadgets?of=${resource.entity}`, { ...init, headers }, bindings, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };
}

const newestRowOf = async (entity: string) =>
  (await testDb().select().from(auditLog).where(eq(auditLog.entity, entity)).orderBy(desc(auditLog.id)).limit(1))[0];

describe("resources declared on their routers", () => {
  it("cover every route the API serves: a router that declares none fails here", () => {
    const undeclared = servedRoutes()
      .filter((route) => !resourceOfRoute(route))
      .map((route) => `${route.method} ${normalised(route.path)}`)
      .filter((key) => !NO_RESOURCE.has(key));
    expect(undeclared).toEqual([]);
  });

  it("give each route of a router its most specific part", () => {
    expect(resourceOfRoute({ method: "POST", path: "/api/account/passkeys/options" })?.notWrites).toEqual(["POST"]);
    expect(resourceOfRoute({ method: "DELETE", path: "/api/account/passkeys/:id" })?.entity).toBe("passkey");
    expect(resourceOfRoute({ method: "GET", path: "/api/account/security" })?.entity).toBe("account");
    expect(resourceOfRoute({ method: "POST", path: "/api/contacts/:id/notes" })?.entity).toBe("contact");
    expect(resourceOfRoute({ method: "GET", path: "/api/bookings/availability" })?.edgeCached).toBe(true);
    expect(resourceOfRoute({ method: "GET", path: "/api/bookings/manage" })?.edgeCached).toBeUndefined();
    expect(resourceOfRoute({ method: "GET", path: "/api/health" })?.entity).toBe("health");
  });

  it("let a session that must still add a second factor reach only the routes declared for enrolment", () => {
    const enrolment = servedRoutes()
      .filter((route) => resourceOfRoute(route)?.enrolment)
      .map((route) => `${route.method} ${normalised(route.path)}`);
    expect(enrolment.sort()).toEqual(
      [
        "GET /api/session",
        "POST /api/logout",
        "GET /api/account/security",
        "POST /api/account/passkeys/options",
        "POST /api/account/passkeys",
        "DELETE /api/account/passkeys/{}",
        "POST /api/account/totp",
        "POST /api/account/totp/confirm",
        "DELETE /api/account/totp",
      ].sort(),
    );
  });

  it("audit a new router's staff writes and move the content version, from its declaration alone", async () => {
    const entity = unique("gadget").replaceAll("-", "_");
    const call = apiWithNewRouter({ entity, publicContent: true });
    const before = await readContentVersion(env.SESSIONS);
    const response = await call(jsonInit("POST", {}, token));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await newestRowOf(entity)).toMatchObject({ action: "create", entityId: id });
    expect(await readContentVersion(env.SESSIONS)).not.toBe(before);
  });

  it("keep the content version for a router that changes nothing public, and still audit it", async () => {
    const entity = unique("gadget").replaceAll("-", "_");
    const call = apiWithNewRouter({ entity, publicContent: false });
    const before = await readContentVersion(env.SESSIONS);
    expect((await call(jsonInit("POST", {}, token))).status).toBe(201);
    expect(await newestRowOf(entity)).toMatchObject({ action: "create" });
    expect(await readContentVersion(env.SESSIONS)).toBe(before);
  });

  it("leave a new router's writes out of the log where it says they change nothing", async () => {
    const entity = unique("gadget").replaceAll("-", "_");
    const call = apiWithNewRouter({ entity, publicContent: false, notWrites: ["POST"] });
    expect((await call(jsonInit("POST", {}, token))).status).toBe(201);
    expect(await newestRowOf(entity)).toBeUndefined();
  });

  it("answer a new router's public reads from the edge cache only when it declares them edge-cached", async () => {
    const cached = apiWithNewRouter({ entity: unique("gadget"), publicContent: true, edgeCached: true });
    expect(cacheStatus(await cached())).toBe("MISS");
    expect(cacheStatus(await cached())).toBe("HIT");
    const uncached = apiWithNewRouter({ entity: unique("gadget"), publicContent: true });
    await uncached();
    expect(cacheStatus(await uncached())).toBeNull();
  });
});
