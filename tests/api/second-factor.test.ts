import { env } from "cloudflare:workers";
import { ACCOUNT_SECURITY } from "@domain/constants";
import { trustedOrigin } from "@worker/auth/hosts";
import { totpCodeAt } from "@worker/auth/totp";
import { consumeChallenge, storeChallenge } from "@worker/data/auth-challenges";
import { setRequireSecondFactor } from "@worker/data/second-factors";
import { type AppEnv, appEnv } from "@worker/env";
import { afterEach, describe, expect, it } from "vitest";
import { bodyOf, call, expectError, expectFieldError, send } from "../support/api-calls";
import { testDb, unique } from "../support/db";
import { createTestAdmin, login, signedInToken, type TestAdmin } from "../support/sign-in";

const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** Enrols an authenticator app for the account; answers its secret and recovery codes. */
async function enrolTotp(token: string) {
  const setup = await bodyOf(await send("POST", "/api/account/totp", undefined, token));
  expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
  expect(setup.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
  const confirm = await send("POST", "/api/account/totp/confirm", { code: totpCodeAt(setup.secret) }, token);
  expect(confirm.status).toBe(200);
  const { recoveryCodes } = await bodyOf(confirm);
  return { secret: setup.secret as string, recoveryCodes: recoveryCodes as string[] };
}

async function pendingSignIn(admin: TestAdmin): Promise<string> {
  const response = await login(admin);
  expect(response.status).toBe(200);
  const body = await bodyOf(response);
  expect(body).toMatchObject({ success: true, next: "second-factor" });
  expect(body.token).toBeUndefined();
  return body.pendingToken;
}

const secondFactor = (pendingToken: string, code: string) =>
  send("POST", "/api/login/second-factor", { pendingToken, code });

afterEach(() => setRequireSecondFactor(testDb(), false));

describe("TOTP second factor", { timeout: 30_000 }, () => {
  it("enrols with a first code, shows ten recovery codes once, then asks for a code after the password", async () => {
    const admin = await createTestAdmin();
    const { secret, recoveryCodes } = await enrolTotp(await signedInToken(admin));
    expect(recoveryCodes).toHaveLength(ACCOUNT_SECURITY.recoveryCodeCount);
    expect(new Set(recoveryCodes).size).toBe(recoveryCodes.length);
    const pending = await pendingSignIn(admin);
    await expectFieldError(await secondFactor(pending, "000000"), "code");
    // The next step's code (a step later than the one enrolment used), as the app would show it:
    // computed once, so the replays below send the very same code even if a 30-second step ends meanwhile.
    const code = totpCodeAt(secret, later(30));
    const response = await secondFactor(pending, code);
    expect(response.status).toBe(200);
    const { token } = await bodyOf(response);
    expect((await send("GET", "/api/session", undefined, token)).status).toBe(200);
    // The pending sign-in is used up, and the same code cannot open a second session.
    await expectError(await secondFactor(pending, code), 400, "challenge_expired");
    const again = await pendingSignIn(admin);
    await expectFieldError(await secondFactor(again, code), "code");
  });

  it("takes each recovery code once", async () => {
    const admin = await createTestAdmin();
    const { recoveryCodes } = await enrolTotp(await signedInToken(admin));
    const code = recoveryCodes[0] ?? "";
    expect((await secondFactor(await pendingSignIn(admin), code.toUpperCase())).status).toBe(200);
    await expectFieldError(await secondFactor(await pendingSignIn(admin), code), "code");
    const security = await bodyOf(
      await send("GET", "/api/account/security", undefined, await signInWith(admin, recoveryCodes[1])),
    );
    expect(security).toMatchObject({
      totp: true,
      recoveryCodesLeft: ACCOUNT_SECURITY.recoveryCodeCount - 2,
      passkeys: [],
    });
  });

  it("throttles wrong codes per account", async () => {
    const admin = await createTestAdmin();
    await enrolTotp(await signedInToken(admin));
    const pending = await pendingSignIn(admin);
    for (let i = 0; i < 5; i++) expect((await secondFactor(pending, "123456")).status).toBe(400);
    await expectError(await secondFactor(pending, "123456"), 429, "too_many_requests");
  });

  it("refuses a second enrolment while one is on, and removes the app on request", async () => {
    const admin = await createTestAdmin();
    const token = await signedInToken(admin);
    await enrolTotp(token);
    await expectError(await send("POST", "/api/account/totp", undefined, token), 409, "conflict");
    expect((await send("DELETE", "/api/account/totp", undefined, token)).status).toBe(200);
    expect((await bodyOf(await login(admin))).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

/** Signs in through the code step with a recovery code; answers the token. */
async function signInWith(admin: TestAdmin, recoveryCode = "") {
  return (await bodyOf(await secondFactor(await pendingSignIn(admin), recoveryCode))).token as string;
}

describe("the firm's second-factor rule", { timeout: 30_000 }, () => {
  it("is set by staff and read back", async () => {
    const token = await signedInToken(await createTestAdmin());
    await expectFieldError(
      await send("PUT", "/api/auth-policy", { requireSecondFactor: "yes" }, token),
      "requireSecondFactor",
    );
    expect((await send("PUT", "/api/auth-policy", { requireSecondFactor: true }, token)).status).toBe(200);
    expect(await bodyOf(await send("GET", "/api/auth-policy", undefined, token))).toEqual({
      requireSecondFactor: true,
    });
  });

  it("gives a password-only account a session that may only enrol, until it adds a factor", async () => {
    await setRequireSecondFactor(testDb(), true);
    const admin = await createTestAdmin();
    const response = await login(admin);
    const { token, enrolmentRequired } = await bodyOf(response);
    expect(enrolmentRequired).toBe(true);
    await expectError(await send("GET", "/api/contacts", undefined, token), 403, "second_factor_required");
    expect((await bodyOf(await send("GET", "/api/session", undefined, token))).enrolmentRequired).toBe(true);
    await enrolTotp(token);
    expect((await send("GET", "/api/contacts", undefined, token)).status).toBe(200);
  });
});

describe("passkey ceremonies", { timeout: 30_000 }, () => {
  it("store each challenge for five minutes and give it out once", async () => {
    const app = appEnv(env);
    const response = await call("/api/login/passkey/options", { method: "POST" });
    expect(response.status).toBe(200);
    const options = await bodyOf(response);
    expect(options.rpId).toBe("localhost");
    expect(options.userVerification).toBe("required");
    expect(await consumeChallenge(app.db, options.challenge, "passkey-sign-in")).toEqual({ adminId: null });
    expect(await consumeChallenge(app.db, options.challenge, "passkey-sign-in")).toBeUndefined();
    const id = unique("challenge");
    await storeChallenge(app.db, {
      id,
      purpose: "passkey-sign-in",
      adminId: null,
      expiresAt: later(300).toISOString(),
    });
    expect(await consumeChallenge(app.db, id, "passkey-sign-in", later(301))).toBeUndefined();
  });

  it("refuse an answer that does not verify", async () => {
    const fake = { id: "AAAA", rawId: "AAAA", type: "public-key", response: { clientDataJSON: "e30" } };
    await expectError(await send("POST", "/api/login/passkey", { response: fake }), 401, "passkey_refused");
  });

  it("take the relying party from the request's host, checked against PUBLIC_HOSTS where configured", () => {
    const base = appEnv(env);
    const production: AppEnv = { ...base, demoMode: false, publicHosts: ["firm.example"] };
    expect(trustedOrigin(production, new Request("https://firm.example/api/x"))?.hostname).toBe("firm.example");
    expect(trustedOrigin(production, new Request("https://evil.example/api/x"))).toBeNull();
    expect(
      trustedOrigin({ ...base, demoMode: false, publicHosts: [] }, new Request("https://firm.example/")),
    ).toBeNull();
    expect(trustedOrigin(base, new Request("http://127.0.0.1:8787/"))?.origin).toBe("http://127.0.0.1:8787");
  });
});
