import { adminUsers } from "@db/schema";
import { STAFF_MESSAGES } from "@domain/messages";
import type { StaffMember } from "@domain/rows";
import { areasGained, staffLocks } from "@domain/staff-locks";
import { readFirmSettings } from "@worker/data/settings";
import { eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bodyOf, expectError, send } from "../support/api-calls";
import { testDb, unique } from "../support/db";
import { invitationTokenOf } from "../support/email";
import { createTestAdmin, signedInToken } from "../support/sign-in";

// Issue 24: the invitation page names the firm and the email before a password is typed, and a
// link that cannot be used says so; the Staff screen disables what the API would refuse, and why.

const check = (token: unknown) => send("POST", "/api/invitations/check", { token });
const STRONG = "violet-harbour-lantern-42";

async function invited(owner: string) {
  const email = `${unique("invitee")}@example.com`;
  const body = { email, name: "Ivy Invitee", role: "editor" };
  const response = await send("POST", "/api/invitations", body, owner);
  expect(response.status).toBe(201);
  const { invitation } = await bodyOf(response);
  return { email, id: invitation.id as number, token: await invitationTokenOf(email) };
}

describe("POST /api/invitations/check", { timeout: 60_000 }, () => {
  it("answers the firm's name and the invitee's email and name for a usable link", async () => {
    const owner = await signedInToken(await createTestAdmin({ role: "owner" }));
    const { email, token } = await invited(owner);
    const answer = await check(token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toContain("no-store");
    const { firmName } = await readFirmSettings(testDb());
    expect(await bodyOf(answer)).toEqual({ success: true, email, name: "Ivy Invitee", firmName });
  });

  it("answers one 400 for a used, withdrawn, unknown or missing link", async () => {
    const owner = await signedInToken(await createTestAdmin({ role: "owner" }));
    const used = await invited(owner);
    const accepted = await send("POST", "/api/invitations/accept", {
      token: used.token,
      password: STRONG,
      confirmPassword: STRONG,
    });
    expect(accepted.status).toBe(201);
    const withdrawn = await invited(owner);
    expect((await send("DELETE", `/api/invitations/${withdrawn.id}`, undefined, owner)).status).toBe(200);
    for (const token of [used.token, withdrawn.token, "x".repeat(43)]) {
      const error = await expectError(await check(token), 400, "invitation_unusable");
      expect(error.message).toBe(STAFF_MESSAGES.invitationUnusable);
    }
    await expectError(await check(""), 400, "validation_failed");
    await expectError(await check(undefined), 400, "validation_failed");
  });
});

describe("the Staff screen's locks agree with what the API refuses", { timeout: 60_000 }, () => {
  it("the last active owner: role and deactivation locked with the reason; the owner's own row cannot deactivate", async () => {
    // This file's owners other than one are deactivated, so the firm has exactly one.
    const owner = await createTestAdmin({ role: "owner" });
    const ownerToken = await signedInToken(owner);
    const others = await testDb()
      .update(adminUsers)
      .set({ deactivatedAt: new Date().toISOString() })
      .where(ne(adminUsers.id, owner.id))
      .returning({ id: adminUsers.id });
    try {
      const editor = await createTestAdmin({ role: "editor" });
      const members = (await bodyOf(await send("GET", "/api/staff", undefined, ownerToken))) as StaffMember[];
      const me = members.find((m) => m.id === owner.id);
      const them = members.find((m) => m.id === editor.id);
      if (!me || !them) throw new Error("the list lacks the accounts");

      expect(staffLocks(me, members, owner.email)).toEqual({
        role: STAFF_MESSAGES.lastOwner,
        deactivate: STAFF_MESSAGES.selfDeactivate,
      });
      expect(staffLocks(me, members, "someone-else@example.com").deactivate).toBe(STAFF_MESSAGES.lastOwner);
      expect(staffLocks(them, members, owner.email)).toEqual({ role: null, deactivate: null });
      // What is locked is what the API refuses; what is open, it allows.
      expect((await send("PUT", `/api/staff/${owner.id}/role`, { role: "editor" }, ownerToken)).status).toBe(409);
      expect((await send("POST", `/api/staff/${owner.id}/deactivate`, undefined, ownerToken)).status).toBe(409);
      expect((await send("PUT", `/api/staff/${editor.id}/role`, { role: "owner" }, ownerToken)).status).toBe(200);

      // Two owners now: neither row's role is locked, and the viewer still cannot deactivate themself.
      const after = (await bodyOf(await send("GET", "/api/staff", undefined, ownerToken))) as StaffMember[];
      const meAfter = after.find((m) => m.id === owner.id);
      if (!meAfter) throw new Error("the list lacks the owner");
      expect(staffLocks(meAfter, after, owner.email)).toEqual({
        role: null,
        deactivate: STAFF_MESSAGES.selfDeactivate,
      });
      expect((await send("PUT", `/api/staff/${owner.id}/role`, { role: "intake" }, ownerToken)).status).toBe(200);
    } finally {
      for (const { id } of others) {
        await testDb().update(adminUsers).set({ deactivatedAt: null }).where(eq(adminUsers.id, id));
      }
    }
  });

  it("a promotion to Owner names what it grants, from the role → areas table", () => {
    expect(areasGained("editor", "owner")).toEqual(
      expect.arrayContaining(["enquiries", "newsletter", "settings", "staff", "activity"]),
    );
    expect(areasGained("editor", "owner")).not.toContain("articles");
    expect(areasGained("owner", "intake")).toEqual([]);
  });
});
