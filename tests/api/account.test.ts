import { env } from "cloudflare:workers";
import { adminSessions } from "@db/schema";
import { COMMON_PASSWORDS } from "@domain/common-passwords";
import { isCommonPassword } from "@worker/auth/password-policy";
import { endSessionsOf } from "@worker/auth/session-index";
import { appEnv } from "@worker/env";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bodyOf, call, expectError, expectFieldError, send } from "../support/api-calls";
import { testDb } from "../support/db";
import { createTestAdmin, login, signedInToken, type TestAdmin } from "../support/sign-in";

const NEW_PASSWORD = "violet-harbour-lantern-42";

/** A sign-in from a named browser, answering its bearer token. */
async function signInFrom(admin: TestAdmin, userAgent: string): Promise<string> {
  const response = await call("/api/login", {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": userAgent, "CF-Connecting-IP": "203.0.113.9" },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  expect(response.status).toBe(200);
  return (await bodyOf(response)).token;
}

const sessionStatus = async (token: string) => (await send("GET", "/api/session", undefined, token)).status;

describe("the password list", { timeout: 30_000 }, () => {
  it("ships the 10,000 most common passwords and matches them in any case", () => {
    expect(COMMON_PASSWORDS.split("\n")).toHaveLength(10_000);
    expect(isCommonPassword("PassWord")).toBe(true);
    expect(isCommonPassword("qwerty123456")).toBe(true);
    expect(isCommonPassword(NEW_PASSWORD)).toBe(false);
  });
});

describe("POST /api/account/password", { timeout: 30_000 }, () => {
  it("needs the current password, refuses short and common new ones, and changes nothing then", async () => {
    const admin = await createTestAdmin();
    const token = await signedInToken(admin);
    const refused: [currentPassword: string, newPassword: string, field: string][] = [
      ["not-it-at-all", NEW_PASSWORD, "currentPassword"],
      [admin.password, "short-1", "newPassword"],
      [admin.password, "qwerty123456", "newPassword"],
    ];
    for (const [currentPassword, newPassword, field] of refused) {
      const answer = await send(
        "POST",
        "/api/account/password",
        { currentPassword, newPassword, confirmPassword: newPassword },
        token,
      );
      await expectFieldError(answer, field);
    }
    expect((await login(admin)).status).toBe(200);
  });

  it("ends every other session of the account at once and keeps the one that changed it", async () => {
    const admin = await createTestAdmin();
    const here = await signedInToken(admin);
    const laptop = await signedInToken(admin);
    const phone = await signedInToken(admin);
    const stranger = await signedInToken(await createTestAdmin());
    const response = await send(
      "POST",
      "/api/account/password",
      { currentPassword: admin.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      here,
    );
    expect(response.status).toBe(200);
    expect(await sessionStatus(here)).toBe(200);
    expect(await sessionStatus(laptop)).toBe(401);
    expect(await sessionStatus(phone)).toBe(401);
    expect(await sessionStatus(stranger)).toBe(200);
    expect((await login(admin)).status).toBe(401);
    expect((await login({ email: admin.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("is throttled after five wrong current passwords", async () => {
    const admin = await createTestAdmin();
    const token = await signedInToken(admin);
    const attempt = () =>
      send(
        "POST",
        "/api/account/password",
        { currentPassword: "wrong-guess-123", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        token,
      );
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(400);
    await expectError(await attempt(), 429, "too_many_requests");
  });
});

describe("own sessions", { timeout: 30_000 }, () => {
  it("lists the account's sessions with device, sign-in time and last seen, the current one marked", async () => {
    const admin = await createTestAdmin();
    const here = await signInFrom(admin, "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36");
    await signInFrom(admin, "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1");
    await signedInToken(await createTestAdmin());
    const response = await send("GET", "/api/account/sessions", undefined, here);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const sessions = await bodyOf(response);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(sessions.find((s: { current: boolean }) => s.current).userAgent).toMatch(/Linux/);
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual([
        "createdAt",
        "current",
        "expiresAt",
        "id",
        "lastSeenAt",
        "userAgent",
      ]);
      expect(JSON.stringify(session)).not.toMatch(/[A-Za-z0-9_-]{43}/);
    }
  });

  it("ends one of its own sessions at once, and no one else's", async () => {
    const admin = await createTestAdmin();
    const here = await signedInToken(admin);
    const other = await signedInToken(admin);
    const stranger = await createTestAdmin();
    const strangerToken = await signedInToken(stranger);
    const sessions = await bodyOf(await send("GET", "/api/account/sessions", undefined, here));
    const otherId = sessions.find((s: { current: boolean }) => !s.current).id;
    const [strangerRow] = await testDb().select().from(adminSessions).where(eq(adminSessions.adminId, stranger.id));
    await expectError(
      await send("DELETE", `/api/account/sessions/${strangerRow?.id}`, undefined, here),
      404,
      "not_found",
    );
    expect(await sessionStatus(strangerToken)).toBe(200);
    expect((await send("DELETE", `/api/account/sessions/${otherId}`, undefined, here)).status).toBe(200);
    expect(await sessionStatus(other)).toBe(401);
    expect(await sessionStatus(here)).toBe(200);
  });

  it("endSessionsOf ends every session of an account (deactivation), KV and index alike", async () => {
    const admin = await createTestAdmin();
    const tokens = [await signedInToken(admin), await signedInToken(admin)];
    expect(await endSessionsOf(appEnv(env), admin.id)).toBe(2);
    for (const token of tokens) expect(await sessionStatus(token)).toBe(401);
    expect(await testDb().select().from(adminSessions).where(eq(adminSessions.adminId, admin.id))).toEqual([]);
  });

  it("refuses a write from a session no longer in the index, even while KV still holds it", async () => {
    const admin = await createTestAdmin();
    const token = await signedInToken(admin);
    // What a KV location that has not yet seen the deletion would do: the session is still in KV.
    await testDb().delete(adminSessions).where(eq(adminSessions.adminId, admin.id));
    expect(await sessionStatus(token)).toBe(200);
    const write = await send(
      "POST",
      "/api/account/password",
      { currentPassword: admin.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      token,
    );
    await expectError(write, 401, "unauthorized");
  });
});
