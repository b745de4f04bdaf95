import { env } from "cloudflare:workers";
import { accountTokens } from "@db/schema";
import { issueResetToken } from "@worker/auth/password-reset";
import { appEnv } from "@worker/env";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bodyOf, expectError, expectFieldError, send, submitFrom, uniqueClient } from "../support/api-calls";
import { testDb, unique } from "../support/db";
import { countEmailsTo, latestEmailTo } from "../support/email";
import { createTestAdmin, login, signedInToken, type TestAdmin } from "../support/sign-in";

const NEW_PASSWORD = "copper-meadow-violin-97";
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const forgot = (email: string, client = uniqueClient()) => submitFrom(client, "/api/password/forgot", { email });
const reset = (token: string, password = NEW_PASSWORD) =>
  send("POST", "/api/password/reset", { token, password, confirmPassword: password });
/** An address the account has signed in from (a sign-in with its password from a fresh address). */
async function signedInAddressOf(admin: TestAdmin): Promise<string> {
  const address = uniqueClient();
  await signedInToken(admin, address);
  return address;
}
const resetEmailsTo = (admin: TestAdmin) => countEmailsTo(admin.email, "password_reset");
const tokensOf = (adminId: number) => testDb().select().from(accountTokens).where(eq(accountTokens.adminId, adminId));

describe("POST /api/password/forgot", { timeout: 30_000 }, () => {
  it("answers the very same whether or not the email has an account, and stores only a hash", async () => {
    const admin = await createTestAdmin();
    const known = await forgot(admin.email);
    const unknown = await forgot(`${unique("nobody")}@example.com`);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    const rows = await tokensOf(admin.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.purpose).toBe("password-reset");
    const minutes = (Date.parse(rows[0]?.expiresAt ?? "") - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it("emails the link through the outbox to a known address only, and the emailed link works", async () => {
    const admin = await createTestAdmin();
    const nobody = `${unique("nobody")}@example.com`;
    await forgot(admin.email);
    await forgot(nobody);
    await expect(latestEmailTo(nobody, "password_reset")).rejects.toThrow();
    const email = await latestEmailTo(admin.email, "password_reset");
    const { link, expiresInMinutes } = email.payload as { link: string; expiresInMinutes: number };
    expect(expiresInMinutes).toBe(30);
    const url = new URL(link);
    expect(url.pathname).toBe("/admin/reset-password");
    // The key names the link by its hash: the token itself is in the payload alone.
    expect(email.idempotencyKey).not.toContain(url.hash.slice(1));
    const token = new URLSearchParams(url.hash.slice(1)).get("token") ?? "";
    expect((await reset(token)).status).toBe(200);
  });

  it("a stranger past 3 links an hour for an email is answered the same and sent nothing; the owner elsewhere still is", async () => {
    const admin = await createTestAdmin();
    const stranger = uniqueClient();
    const served = await (await forgot(admin.email, stranger)).text();
    for (let i = 0; i < 4; i++) {
      const dropped = await forgot(admin.email, stranger);
      expect(dropped.status).toBe(200);
      expect(await dropped.text()).toBe(served);
    }
    expect(await resetEmailsTo(admin)).toBe(3);
    expect((await forgot(admin.email, await signedInAddressOf(admin))).status).toBe(200);
    expect(await resetEmailsTo(admin)).toBe(4);
  });

  it("a flood from many addresses sends the inbox 3 links an hour; the owner still gets one from where they signed in, or from their session", async () => {
    const admin = await createTestAdmin();
    const ownAddress = await signedInAddressOf(admin);
    // Seven networks, five requests each (each network's own limit, then a 429 for that network alone).
    for (let network = 0; network < 7; network++) {
      const address = uniqueClient();
      for (let i = 0; i < 5; i++) expect((await forgot(admin.email, address)).status).toBe(200);
      await expectError(await forgot(admin.email, address), 429, "too_many_requests");
    }
    expect(await resetEmailsTo(admin)).toBe(3);
    expect((await forgot(admin.email, ownAddress)).status).toBe(200);
    expect(await resetEmailsTo(admin)).toBe(4);
    const session = await signedInToken(admin, uniqueClient());
    const fromSession = await send("POST", "/api/password/forgot", { email: admin.email }, session);
    expect(fromSession.status).toBe(200);
    expect(await resetEmailsTo(admin)).toBe(5);
  });

  it("is throttled per client address", async () => {
    const client = uniqueClient();
    for (let i = 0; i < 5; i++) expect((await forgot(`${unique("x")}@example.com`, client)).status).toBe(200);
    await expectError(await forgot(`${unique("x")}@example.com`, client), 429, "too_many_requests");
  });
});

describe("POST /api/password/reset", { timeout: 30_000 }, () => {
  it("sets the password once: the link is single-use and every session of the account ends", async () => {
    const admin = await createTestAdmin();
    const sessions = [await signedInToken(admin), await signedInToken(admin)];
    const token = await issueResetToken(appEnv(env), admin.id);
    const response = await reset(token);
    expect(response.status).toBe(200);
    expect((await bodyOf(response)).success).toBe(true);
    for (const session of sessions) expect((await send("GET", "/api/session", undefined, session)).status).toBe(401);
    expect((await login(admin)).status).toBe(401);
    expect((await login({ email: admin.email, password: NEW_PASSWORD })).status).toBe(200);
    await expectError(await reset(token, "another-long-passphrase-1"), 400, "invalid_token");
    expect((await login({ email: admin.email, password: "another-long-passphrase-1" })).status).toBe(401);
  });

  it("refuses an expired link (30 minutes), an unknown one and a replaced one", async () => {
    const admin = await createTestAdmin();
    const expired = await issueResetToken(appEnv(env), admin.id, minutesAgo(31));
    await expectError(await reset(expired), 400, "invalid_token");
    await expectError(await reset("A".repeat(43)), 400, "invalid_token");
    const first = await issueResetToken(appEnv(env), admin.id);
    const second = await issueResetToken(appEnv(env), admin.id);
    await expectError(await reset(first), 400, "invalid_token");
    expect((await reset(second)).status).toBe(200);
  });

  it("refuses a short or common password without using the link up", async () => {
    const admin = await createTestAdmin();
    const token = await issueResetToken(appEnv(env), admin.id);
    await expectFieldError(await reset(token, "short"), "password");
    await expectFieldError(await reset(token, "qwerty123456"), "password");
    await expectFieldError(
      await send("POST", "/api/password/reset", {
        token: "bad",
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
      "token",
    );
    expect((await reset(token)).status).toBe(200);
  });
});
