import { adminSessions, adminUsers, passkeys, staffInvitations } from "@db/schema";
import { ACCOUNT_MESSAGES, STAFF_MESSAGES } from "@domain/messages";
import { and, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bodyOf, expectError, send } from "../support/api-calls";
import { testDb, unique } from "../support/db";
import { invitationTokenOf, latestEmailTo } from "../support/email";
import { createTestAdmin, login, signedInToken } from "../support/sign-in";

const PASSWORD = "a long enough passphrase";

async function ownerToken() {
  return signedInToken(await createTestAdmin({ role: "owner" }));
}

/** Invites a fresh email as `role` and answers the email and the link's token. */
async function invite(token: string, role = "editor") {
  const email = `${unique("invitee")}@example.com`;
  const response = await send("POST", "/api/invitations", { email, name: "New Person", role }, token);
  expect(response.status).toBe(201);
  const body = await bodyOf(response);
  expect(body).toMatchObject({ success: true, emailed: true, invitation: { email, role } });
  // The link goes to the invitee alone, through the outbox: the inviter never sees it.
  expect(body).not.toHaveProperty("link");
  const { payload } = await latestEmailTo(email, "staff_invite");
  const link = new URL((payload as { link: string }).link);
  expect(link.pathname).toBe("/admin/invitation");
  expect(payload).toMatchObject({ name: "New Person", expiresInHours: 72 });
  return { email, token: await invitationTokenOf(email) };
}

const accept = (token: string, password = PASSWORD) =>
  send("POST", "/api/invitations/accept", { token, password, confirmPassword: password });

describe("invitations", () => {
  it("creates the account with the invited role from a one-time link, and stores only the token's hash", async () => {
    const owner = await ownerToken();
    const invitation = await invite(owner, "editor");
    const rows = await testDb().select().from(staffInvitations).where(eq(staffInvitations.email, invitation.email));
    expect(JSON.stringify(rows)).not.toContain(invitation.token);

    const accepted = await accept(invitation.token);
    expect(accepted.status).toBe(201);
    expect(await bodyOf(accepted)).toEqual({ success: true, email: invitation.email });
    const signIn = await login({ email: invitation.email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    const { token } = await bodyOf(signIn);
    expect(await bodyOf(await send("GET", "/api/session", undefined, token))).toMatchObject({
      admin: { email: invitation.email, role: "editor" },
    });
  });

  it("works once: a used, an unknown, a withdrawn and an expired link all get the same answer", async () => {
    const owner = await ownerToken();
    const used = await invite(owner);
    expect((await accept(used.token)).status).toBe(201);

    const withdrawn = await invite(owner);
    const [pending] = await testDb().select().from(staffInvitations).where(eq(staffInvitations.email, withdrawn.email));
    expect((await send("DELETE", `/api/invitations/${pending?.id}`, undefined, owner)).status).toBe(200);

    const expired = await invite(owner);
    await testDb()
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(staffInvitations.email, expired.email));

    const answers = [];
    for (const token of [used.token, "x".repeat(43), withdrawn.token, expired.token]) {
      const error = await expectError(await accept(token, "another long passphrase"), 400, "invitation_unusable");
      answers.push(error);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]?.message).toBe(STAFF_MESSAGES.invitationUnusable);
    // The used link did not change the password the invitee chose.
    expect((await login({ email: used.email, password: PASSWORD })).status).toBe(200);
  });

  it("expires after 72 hours", async () => {
    const owner = await ownerToken();
    const { email } = await invite(owner);
    const [row] = await testDb().select().from(staffInvitations).where(eq(staffInvitations.email, email));
    const hours = (Date.parse(row?.expiresAt ?? "") - Date.parse(row?.createdAt ?? "")) / 3_600_000;
    expect(hours).toBeCloseTo(72, 1);
  });

  it("only the newest link for an email works", async () => {
    const owner = await ownerToken();
    const first = await invite(owner);
    const again = await send("POST", "/api/invitations", { email: first.email, name: "N", role: "intake" }, owner);
    expect(again.status).toBe(201);
    const second = await invitationTokenOf(first.email);
    await expectError(await accept(first.token), 400, "invitation_unusable");
    expect((await accept(second)).status).toBe(201);
  });

  it("refuses an email that already has an account, and a short or common password", async () => {
    const owner = await ownerToken();
    const existing = await createTestAdmin();
    const response = await send(
      "POST",
      "/api/invitations",
      { email: existing.email, name: "Dup", role: "editor" },
      owner,
    );
    await expectError(response, 409, "conflict");
    const { token } = await invite(owner);
    const short = await expectError(await accept(token, "short"), 400, "validation_failed");
    expect(short.fields?.password).toBeDefined();
    // The account screens' password policy: 12+ characters and not among the most common ones.
    const common = await expectError(await accept(token, "qwerty123456"), 400, "validation_failed");
    expect(common.fields?.password?.[0]).toBe(ACCOUNT_MESSAGES.passwordCommon);
    expect((await accept(token)).status).toBe(201);
  });
});

describe("roles and deactivation", () => {
  it("changes a role, which acts on the account's live session at once", async () => {
    const owner = await ownerToken();
    const editor = await createTestAdmin({ role: "editor" });
    const editorToken = await signedInToken(editor);
    expect((await send("GET", "/api/blog", undefined, editorToken)).status).toBe(200);
    const changed = await send("PUT", `/api/staff/${editor.id}/role`, { role: "intake" }, owner);
    expect(await bodyOf(changed)).toMatchObject({ id: editor.id, role: "intake", status: "active" });
    await expectError(await send("POST", "/api/blog", {}, editorToken), 403, "forbidden");
  });

  it("deactivation ends every session of the account at once and stops sign-in; reactivation revives none", async () => {
    const owner = await ownerToken();
    const clerk = await createTestAdmin({ role: "intake" });
    const sessions = [await signedInToken(clerk, "203.0.113.7"), await signedInToken(clerk, "203.0.113.8")];
    const off = await send("POST", `/api/staff/${clerk.id}/deactivate`, undefined, owner);
    expect(await bodyOf(off)).toMatchObject({ status: "deactivated" });
    for (const token of sessions)
      await expectError(await send("GET", "/api/session", undefined, token), 401, "unauthorized");
    // The right password is told the account is deactivated (tests/api/deactivated-sign-in.test.ts).
    await expectError(await login(clerk), 403, "account_deactivated");
    // Gone from the session index and KV too, as after a password reset.
    expect(await testDb().select().from(adminSessions).where(eq(adminSessions.adminId, clerk.id))).toEqual([]);

    const on = await send("POST", `/api/staff/${clerk.id}/reactivate`, undefined, owner);
    expect(await bodyOf(on)).toMatchObject({ status: "active" });
    for (const token of sessions) expect((await send("GET", "/api/session", undefined, token)).status).toBe(401);
    const fresh = await signedInToken(clerk);
    expect((await send("GET", "/api/session", undefined, fresh)).status).toBe(200);
  });

  it("protects the last active owner from demotion and deactivation, and an owner from deactivating themself", async () => {
    const owner = await createTestAdmin({ role: "owner" });
    const token = await signedInToken(owner);
    const other = await createTestAdmin({ role: "owner" });
    // Every other owner in this file's database stops being one: `owner` is the last.
    await testDb()
      .update(adminUsers)
      .set({ role: "editor" })
      .where(and(eq(adminUsers.role, "owner"), ne(adminUsers.id, owner.id)));

    for (const [method, path, body] of [
      ["PUT", `/api/staff/${owner.id}/role`, { role: "editor" }],
      ["POST", `/api/staff/${owner.id}/deactivate`, undefined],
    ] as const) {
      const error = await expectError(await send(method, path, body, token), 409, "conflict");
      expect(error.message).toMatch(/owner|own account/i);
    }
    const [still] = await testDb().select().from(adminUsers).where(eq(adminUsers.id, owner.id));
    expect(still).toMatchObject({ role: "owner", deactivatedAt: null });

    // With a second owner, the first may be demoted by them (not deactivate themself).
    await send("PUT", `/api/staff/${other.id}/role`, { role: "owner" }, token);
    const otherToken = await signedInToken(other);
    expect((await send("PUT", `/api/staff/${owner.id}/role`, { role: "editor" }, otherToken)).status).toBe(200);
    // Now `other` is the last owner again.
    await expectError(
      await send("PUT", `/api/staff/${other.id}/role`, { role: "intake" }, otherToken),
      409,
      "conflict",
    );
  });

  it("lists accounts with role, status, last sign-in and passkeys count, never a hash or a key", async () => {
    const ownerAccount = await createTestAdmin({ role: "owner" });
    const owner = await signedInToken(ownerAccount);
    const withKeys = await createTestAdmin({ role: "editor" });
    const keys = [unique("credential"), unique("credential")].map((id) => ({
      id,
      adminId: withKeys.id,
      publicKey: "pQECAyYgASFYIA",
      name: id,
    }));
    await testDb().insert(passkeys).values(keys);
    const response = await send("GET", "/api/staff", undefined, owner);
    const list = await bodyOf(response);
    expect(Object.keys(list[0]).sort()).toEqual([
      "createdAt",
      "email",
      "id",
      "lastLoginAt",
      "name",
      "passkeyCount",
      "role",
      "status",
    ]);
    const counts = new Map(list.map((m: { id: number; passkeyCount: number }) => [m.id, m.passkeyCount]));
    expect(counts.get(withKeys.id)).toBe(2);
    expect(counts.get(ownerAccount.id)).toBe(0);
    expect(JSON.stringify(list)).not.toMatch(/argon2|pbkdf2|password|pQECAyYgASFYIA/i);
  });
});
