import { env } from "cloudflare:workers";
import { adminUsers, passkeys } from "@db/schema";
import type { OutboxRow } from "@domain/rows";
import { SECURITY_NOTICE_KINDS, type SecurityNoticeKind } from "@domain/security-notices";
import { formatInZone } from "@domain/time-format";
import { issueResetToken } from "@worker/auth/password-reset";
import { sendSecurityNotice } from "@worker/auth/security-notice";
import { totpCodeAt } from "@worker/auth/totp";
import { readFirmSettings } from "@worker/data/settings";
import { renderRow } from "@worker/email/compose";
import { appEnv } from "@worker/env";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jsonInit } from "../support/admin";
import { bodyOf, call } from "../support/api-calls";
import { testDb, unique } from "../support/db";
import { outboxFor } from "../support/email";
import { createTestAdmin, login, signedInToken, type TestAdmin } from "../support/sign-in";

// Issue 24: an email whenever how someone signs in changes, saying what, when (the firm's zone),
// from which address, and which owner to contact if it was not them.

const ADDRESS = "198.51.100.24";
const STRONG = "violet-harbour-lantern-42";

/** A JSON call from a known client address, as Cloudflare passes it. */
function from(method: string, path: string, body?: unknown, token?: string) {
  const init = jsonInit(method, body, token);
  return call(path, { ...init, headers: { ...(init.headers as Record<string, string>), "CF-Connecting-IP": ADDRESS } });
}

/** The notices written for an account, as they read when sent. */
async function noticesOf(admin: { id: number }) {
  const firm = await readFirmSettings(testDb());
  const rows = (await outboxFor("admin_user", admin.id)) as OutboxRow[];
  return rows.map((row) => ({ row, email: renderRow(row, firm, env.PUBLIC_ORIGIN) }));
}

async function onlyNotice(admin: TestAdmin, kind: SecurityNoticeKind) {
  const notices = (await noticesOf(admin)).filter(({ row }) => row.kind === kind);
  expect(notices, kind).toHaveLength(1);
  const [notice] = notices;
  if (!notice) throw new Error("no notice");
  expect(notice.row.recipient).toBe(admin.email);
  return notice;
}

/** An owner other than the person, with a name to look for in "Not you?". */
async function anotherOwner() {
  return createTestAdmin({ role: "owner", name: unique("Olive Owner") });
}

/** What every notice says: the event, the firm-zone time, the address, the account link and the owners. */
async function expectReadable(notice: Awaited<ReturnType<typeof onlyNotice>>, owner: TestAdmin, happened: RegExp) {
  const firm = await readFirmSettings(testDb());
  const at = (notice.row.payload as { at: string }).at;
  const { text } = notice.email;
  expect(text).toMatch(happened);
  expect(text).toContain(formatInZone(at, firm.timeZone));
  expect(text).toContain(`from the address ${ADDRESS}`);
  expect(text).toContain(`${env.PUBLIC_ORIGIN}/admin/account`);
  expect(text).toMatch(/Not you\? Contact the owners? at once: /);
  expect(text).toContain(`${owner.name} (${owner.email})`);
}

describe("security notifications", { timeout: 60_000 }, () => {
  it("password_changed: a change through the account screen", async () => {
    const owner = await anotherOwner();
    const admin = await createTestAdmin({ role: "editor", name: "Edith Editor" });
    const token = await signedInToken(admin);
    const body = { currentPassword: admin.password, newPassword: STRONG, confirmPassword: STRONG };
    expect((await from("POST", "/api/account/password", body, token)).status).toBe(200);
    const notice = await onlyNotice(admin, "password_changed");
    expect(notice.email.subject).toMatch(/^Your password was changed/);
    expect(notice.email.text).toMatch(/^Dear Edith Editor,/);
    await expectReadable(notice, owner, /The password of your account was changed on /);
  });

  it("password_changed: a reset through the emailed link; a refused change sends nothing", async () => {
    const owner = await anotherOwner();
    const admin = await createTestAdmin({ role: "intake" });
    const token = await issueResetToken(appEnv(env), admin.id);
    const mismatch = { token, password: STRONG, confirmPassword: "something else entirely" };
    expect((await from("POST", "/api/password/reset", mismatch)).status).toBe(400);
    expect(await noticesOf(admin)).toHaveLength(0);
    expect(
      (await from("POST", "/api/password/reset", { token, password: STRONG, confirmPassword: STRONG })).status,
    ).toBe(200);
    await expectReadable(await onlyNotice(admin, "password_changed"), owner, /password of your account was changed/);
  });

  it("totp_added, recovery_code_used and totp_removed", async () => {
    const owner = await anotherOwner();
    const admin = await createTestAdmin({ role: "editor" });
    const token = await signedInToken(admin);
    const setup = await bodyOf(await from("POST", "/api/account/totp", undefined, token));
    const confirmed = await from("POST", "/api/account/totp/confirm", { code: totpCodeAt(setup.secret) }, token);
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = await bodyOf(confirmed);
    await expectReadable(await onlyNotice(admin, "totp_added"), owner, /An authenticator app was set up/);

    // A code from the app is the ordinary way in: no notice. A recovery code is news.
    const pending = async () => (await bodyOf(await login(admin, ADDRESS))).pendingToken as string;
    const later = new Date(Date.now() + 30_000);
    const byApp = await from("POST", "/api/login/second-factor", {
      pendingToken: await pending(),
      code: totpCodeAt(setup.secret, later),
    });
    expect(byApp.status).toBe(200);
    expect((await noticesOf(admin)).filter(({ row }) => row.kind === "recovery_code_used")).toHaveLength(0);
    const byRecovery = await from("POST", "/api/login/second-factor", {
      pendingToken: await pending(),
      code: recoveryCodes[0],
    });
    expect(byRecovery.status).toBe(200);
    await expectReadable(await onlyNotice(admin, "recovery_code_used"), owner, /recovery codes was used to sign in/);

    expect((await from("DELETE", "/api/account/totp", undefined, token)).status).toBe(200);
    await expectReadable(await onlyNotice(admin, "totp_removed"), owner, /authenticator app was removed/);
    // Removing what is not there is not news.
    expect((await from("DELETE", "/api/account/totp", undefined, token)).status).toBe(200);
    await onlyNotice(admin, "totp_removed");
  });

  it("passkey_removed through the API; passkey_added names the passkey", async () => {
    const owner = await anotherOwner();
    const admin = await createTestAdmin({ role: "editor" });
    const token = await signedInToken(admin);
    const id = unique("credential");
    await testDb().insert(passkeys).values({ id, adminId: admin.id, publicKey: "AAAA", name: "Work laptop" });
    expect((await from("DELETE", `/api/account/passkeys/${id}`, undefined, token)).status).toBe(200);
    await expectReadable(await onlyNotice(admin, "passkey_removed"), owner, /A passkey was removed/);
    // Registering needs an authenticator's signed answer (the browser test adds one); the notice it sends:
    await sendSecurityNotice(appEnv(env), admin, "passkey_added", { address: ADDRESS, detail: "Work laptop" });
    await expectReadable(await onlyNotice(admin, "passkey_added"), owner, /A passkey named "Work laptop" was added/);
  });

  it("the only owner is told to reset the password, and an unknown address is left out", async () => {
    const owners = await testDb().select().from(adminUsers).where(eq(adminUsers.role, "owner"));
    const now = new Date().toISOString();
    for (const other of owners) {
      await testDb().update(adminUsers).set({ deactivatedAt: now }).where(eq(adminUsers.id, other.id));
    }
    try {
      const admin = await createTestAdmin({ role: "owner" });
      await sendSecurityNotice(appEnv(env), admin, "password_changed", { address: "unknown" });
      const { email } = await onlyNotice(admin, "password_changed");
      expect(email.text).toContain("You are the firm's only owner: reset your password at once");
      expect(email.text).toContain(`${env.PUBLIC_ORIGIN}/admin/forgot-password`);
      expect(email.text).not.toContain("from the address");
    } finally {
      for (const other of owners) {
        await testDb()
          .update(adminUsers)
          .set({ deactivatedAt: other.deactivatedAt })
          .where(eq(adminUsers.id, other.id));
      }
    }
  });

  it("each kind has its own subject", async () => {
    const admin = await createTestAdmin({ role: "editor" });
    for (const kind of SECURITY_NOTICE_KINDS) await sendSecurityNotice(appEnv(env), admin, kind);
    const subjects = (await noticesOf(admin)).map(({ email }) => email.subject);
    expect(new Set(subjects).size).toBe(SECURITY_NOTICE_KINDS.length);
  });
});
