import { env } from "cloudflare:workers";
import { adminUsers } from "@db/schema";
import { api } from "@worker/api";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDb } from "../support/db";
import { bearer, createTestAdmin, login, signedInToken } from "../support/sign-in";

const session = (token: string) => api.request("/api/session", bearer(token), env);
const logout = (token: string) => api.request("/api/logout", { method: "POST", ...bearer(token) }, env);

describe("POST /api/login", () => {
  it("answers a new 43-character token and its expiry at every sign-in, never cached", async () => {
    const admin = await createTestAdmin();
    const first = await login(admin);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const body = (await first.json()) as { success: boolean; token: string; expiresAt: string };
    expect(Object.keys(body).sort()).toEqual(["expiresAt", "success", "token"]);
    expect(body.success).toBe(true);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lifetimeHours = (Date.parse(body.expiresAt) - Date.now()) / 3_600_000;
    expect(lifetimeHours).toBeGreaterThan(7.9);
    expect(lifetimeHours).toBeLessThanOrEqual(8);
    const second = await signedInToken(admin);
    expect(second).not.toBe(body.token);
  });

  it("accepts the email in any case and stamps lastLoginAt", async () => {
    const admin = await createTestAdmin();
    const response = await login({ email: admin.email.toUpperCase(), password: admin.password });
    expect(response.status).toBe(200);
    const [row] = await testDb().select().from(adminUsers).where(eq(adminUsers.id, admin.id));
    expect(Date.now() - Date.parse(row?.lastLoginAt ?? "")).toBeLessThan(60_000);
  });

  it("gives a wrong password and an unknown email the very same 401", async () => {
    const admin = await createTestAdmin();
    const wrongPassword = await login({ email: admin.email, password: "not-the-password" }, "203.0.113.20");
    const unknownEmail = await login({ email: "nobody@example.com", password: admin.password }, "203.0.113.21");
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    const bodies = [await wrongPassword.json(), await unknownEmail.json()];
    expect(bodies[0]).toEqual({
      success: false,
      error: { code: "invalid_credentials", message: "Invalid email or password" },
    });
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it("refuses missing or malformed fields with field messages and no session", async () => {
    const response = await login({ email: "not-an-email", password: "" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string[]> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(["email", "password"]);
  });

  it("revokes the token the client held before when it signs in again", async () => {
    const admin = await createTestAdmin();
    const old = await signedInToken(admin);
    const response = await login(admin, undefined, old);
    expect(response.status).toBe(200);
    expect((await session(old)).status).toBe(401);
  });
});

describe("GET /api/session and POST /api/logout", () => {
  it("says who is signed in, uncached", async () => {
    const admin = await createTestAdmin();
    const token = await signedInToken(admin);
    const response = await session(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { expiresAt: string; csrfToken: string };
    expect(body).toEqual({
      success: true,
      admin: { email: admin.email, name: "Test Admin", role: "owner" },
      expiresAt: body.expiresAt,
      csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      enrolmentRequired: false,
    });
  });

  it("logout revokes the session at once: the same token is refused on the next call", async () => {
    const admin = await createTestAdmin();
    const token = await signedInToken(admin);
    const other = await signedInToken(admin);
    const out = await logout(token);
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ success: true });
    const after = await session(token);
    expect(after.status).toBe(401);
    expect(after.headers.get("cache-control")).toBe("no-store");
    expect((await logout(token)).status).toBe(401);
    // Only that session ends: the admin's other sign-in lives on.
    expect((await session(other)).status).toBe(200);
  });
});
