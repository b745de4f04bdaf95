import { env } from "cloudflare:workers";
import { api } from "@worker/api";
import { createSession } from "@worker/auth/session";
import { randomToken } from "@worker/auth/tokens";
import { beforeAll, describe, expect, it } from "vitest";
import { concrete, isPublic, servedRoutes } from "../support/routes";
import { bearer, createTestAdmin, signedInToken } from "../support/sign-in";

// Every route not in PUBLIC (tests/support/routes.ts) must refuse any request without a live
// admin session. The routes come from the router itself, so routes added later are covered unasked.

const guarded = servedRoutes().filter((r) => !isPublic(r.method, r.path));

function call(route: { method: string; path: string }, authorization?: string) {
  const headers: Record<string, string> = authorization ? { authorization } : {};
  const hasBody = !["GET", "HEAD", "DELETE"].includes(route.method);
  if (hasBody) headers["content-type"] = "application/json";
  return api.request(concrete(route.path), { method: route.method, headers, body: hasBody ? "{}" : undefined }, env);
}

const credentials: Record<string, () => Promise<string | undefined>> = {};

beforeAll(async () => {
  const admin = await createTestAdmin();
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
  const expired = await createSession(env.SESSIONS, admin, hoursAgo(9));
  const idle = await createSession(env.SESSIONS, admin, hoursAgo(3));
  credentials["no token"] = async () => undefined;
  credentials["a garbage token"] = async () => "Bearer not a token at all";
  credentials["a malformed header"] = async () => `Token ${randomToken()}`;
  credentials["a well-formed unknown token"] = async () => `Bearer ${randomToken()}`;
  credentials["an expired token"] = async () => `Bearer ${expired.token}`;
  credentials["a token idle too long"] = async () => `Bearer ${idle.token}`;
  credentials["a revoked token"] = async () => {
    const token = await signedInToken(admin);
    await api.request("/api/logout", { method: "POST", ...bearer(token) }, env);
    return `Bearer ${token}`;
  };
});

describe("the admin guard", () => {
  it("finds the admin routes in the router itself", () => {
    const names = guarded.map((r) => `${r.method} ${r.path}`);
    for (const known of ["POST /api/logout", "GET /api/session", "GET /api/dashboard", "POST /api/uploads"]) {
      expect(names).toContain(known);
    }
  });

  it.each(guarded.map((r) => [`${r.method} ${r.path}`, r] as const))(
    "%s refuses every request without a live session",
    async (_, route) => {
      for (const [what, authorization] of Object.entries(credentials)) {
        const response = await call(route, await authorization());
        expect(response.status, what).toBe(401);
        expect(response.headers.get("cache-control"), what).toBe("no-store");
        expect(await response.json(), what).toEqual({
          success: false,
          error: { code: "unauthorized", message: "Sign in to continue." },
        });
      }
    },
  );

  it.each(guarded.map((r) => [`${r.method} ${r.path}`, r] as const))(
    "%s lets a live session through",
    async (_, route) => {
      const { token } = await createSession(env.SESSIONS, await createTestAdmin());
      const response = await call(route, `Bearer ${token}`);
      expect(response.status).not.toBe(401);
      expect(response.headers.get("cache-control")).toBe("no-store");
    },
  );
});
