import { env } from "cloudflare:workers";
import { CSRF_HEADER } from "@domain/constants";
import { api } from "@worker/api";
import { describe, expect, it } from "vitest";
import { bodyOf, expectError } from "../support/api-calls";
import { createTestAdmin, type TestAdmin } from "../support/sign-in";

const HTTPS = "https://firm.example";
const HTTP = "http://127.0.0.1:8787";

/** The back office's sign-in: same-origin fetch asking for a cookie session. */
function cookieLogin(admin: TestAdmin, origin = HTTPS, headers: Record<string, string> = {}) {
  return api.request(
    `${origin}/api/login`,
    {
      method: "POST",
      headers: { "content-type": "application/json", origin, "sec-fetch-site": "same-origin", ...headers },
      body: JSON.stringify({ email: admin.email, password: admin.password, cookie: true }),
    },
    env,
  );
}

/** The cookie pair (`name=value`) a Set-Cookie header sets. */
const cookiePair = (setCookie: string) => setCookie.split(";")[0] ?? "";

async function cookieSession(origin = HTTPS) {
  const admin = await createTestAdmin();
  const response = await cookieLogin(admin, origin);
  expect(response.status).toBe(200);
  const body = await bodyOf(response);
  return { admin, cookie: cookiePair(response.headers.get("set-cookie") ?? ""), csrf: body.csrfToken as string };
}

/** A cookie-authenticated call with browser headers; `extra` may override or add any of them. */
function cookieCall(path: string, cookie: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return api.request(
    `${HTTPS}${path}`,
    { ...init, headers: { cookie, origin: HTTPS, "sec-fetch-site": "same-origin", ...init.headers } },
    env,
  );
}

const settingsPut = (cookie: string, headers: Record<string, string>) =>
  cookieCall("/api/settings", cookie, {
    method: "PUT",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ firmName: "Hijacked LLP" }),
  });

describe("the back office's session cookie", { timeout: 30_000 }, () => {
  it("is HttpOnly, Secure, SameSite=Strict with the __Host- prefix over HTTPS, and carries no token in the body", async () => {
    const admin = await createTestAdmin();
    const response = await cookieLogin(admin);
    expect(response.status).toBe(200);
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^__Host-admin_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; SameSite=Strict/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/Domain=/i);
    const body = await bodyOf(response);
    expect(Object.keys(body).sort()).toEqual(["csrfToken", "expiresAt", "success"]);
  });

  it("works without Secure or prefix over plain http://127.0.0.1 (npm start)", async () => {
    const { cookie } = await cookieSession(HTTP);
    expect(cookie).toMatch(/^admin_session=/);
    const response = await api.request(`${HTTP}/api/session`, { headers: { cookie } }, env);
    expect(response.status).toBe(200);
  });

  it("signs calls in, and answers the CSRF token to a reloaded page through GET /api/session", async () => {
    const { admin, cookie, csrf } = await cookieSession();
    const response = await cookieCall("/api/session", cookie);
    expect(response.status).toBe(200);
    const body = await bodyOf(response);
    expect(body.admin.email).toBe(admin.email);
    expect(body.csrfToken).toBe(csrf);
  });

  it("refuses a write with the cookie but without the CSRF token, or from another origin, and changes nothing", async () => {
    const { cookie, csrf } = await cookieSession();
    await expectError(await settingsPut(cookie, {}), 403, "csrf_refused");
    await expectError(await settingsPut(cookie, { [CSRF_HEADER]: "x".repeat(43) }), 403, "csrf_refused");
    const crossSite = { [CSRF_HEADER]: csrf, origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    await expectError(await settingsPut(cookie, crossSite), 403, "csrf_refused");
    const sameSite = { [CSRF_HEADER]: csrf, "sec-fetch-site": "same-site" };
    await expectError(await settingsPut(cookie, sameSite), 403, "csrf_refused");
    const settings = await bodyOf(await api.request("/api/settings", {}, env));
    expect(settings.firmName).not.toBe("Hijacked LLP");
  });

  it("lets the same write through from this origin with the session's CSRF token", async () => {
    const { cookie, csrf } = await cookieSession();
    const response = await settingsPut(cookie, { [CSRF_HEADER]: csrf });
    expect(response.status).toBe(200);
    expect((await bodyOf(response)).firmName).toBe("Hijacked LLP");
  });

  it("refuses a cookie sign-in posted from another origin (no login CSRF)", async () => {
    const admin = await createTestAdmin();
    const response = await cookieLogin(admin, HTTPS, {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    await expectError(response, 403, "csrf_refused");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("rotates the session at sign-in: the cookie held before is revoked", async () => {
    const { admin, cookie } = await cookieSession();
    const again = await cookieLogin(admin, HTTPS, { cookie });
    const fresh = cookiePair(again.headers.get("set-cookie") ?? "");
    expect(fresh).not.toBe(cookie);
    expect((await cookieCall("/api/session", cookie)).status).toBe(401);
    expect((await cookieCall("/api/session", fresh)).status).toBe(200);
  });

  it("logout revokes the session and clears the cookie", async () => {
    const { cookie, csrf } = await cookieSession();
    const response = await cookieCall("/api/logout", cookie, { method: "POST", headers: { [CSRF_HEADER]: csrf } });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/^__Host-admin_session=;.*Max-Age=0/);
    expect((await cookieCall("/api/session", cookie)).status).toBe(401);
  });

  it("lets a signed-in browser use a public link page (the body's token is the credential, not the cookie)", async () => {
    const { cookie } = await cookieSession();
    const json = { "content-type": "application/json" };
    const accept = await cookieCall("/api/invitations/accept", cookie, {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        token: "x".repeat(43),
        password: "a long enough passphrase",
        confirmPassword: "a long enough passphrase",
      }),
    });
    await expectError(accept, 400, "invitation_unusable");
    const reset = await cookieCall("/api/password/reset", cookie, {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        token: "x".repeat(43),
        password: "a long enough passphrase",
        confirmPassword: "a long enough passphrase",
      }),
    });
    await expectError(reset, 400, "invalid_token");
  });

  it("never asks bearer clients for a CSRF token", async () => {
    const admin = await createTestAdmin();
    const login = await api.request(
      "/api/login",
      { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) },
      env,
    );
    const { token } = await bodyOf(login);
    const response = await api.request(
      "/api/logout",
      { method: "POST", headers: { authorization: `Bearer ${token}` } },
      env,
    );
    expect(response.status).toBe(200);
  });
});
