import { adminUsers } from "@db/schema";
import { ACCOUNT_MESSAGES, TOASTS } from "@domain/messages";
import { namedOwners } from "@domain/security-notices";
import { activeOwners } from "@worker/data/owners";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bodyOf, expectError, send } from "../support/api-calls";
import { testDb, unique } from "../support/db";
import { createTestAdmin, login, signedInToken } from "../support/sign-in";

// Issue 24: a deactivated person who types the right password is told so and whom to contact;
// a wrong password still gets the generic answer, so the account's state is no oracle.

describe("signing in to a deactivated account", { timeout: 60_000 }, () => {
  it("after the right password: 403 account_deactivated naming the owners; no session is opened", async () => {
    const owner = await createTestAdmin({ role: "owner", name: unique("Ophelia Owner") });
    const ownerToken = await signedInToken(owner);
    const clerk = await createTestAdmin({ role: "intake" });
    expect((await send("POST", `/api/staff/${clerk.id}/deactivate`, undefined, ownerToken)).status).toBe(200);

    const answer = await login(clerk, "203.0.113.40");
    const error = await expectError(answer, 403, "account_deactivated");
    const owners = namedOwners(await activeOwners(testDb()));
    expect(error.message).toBe(ACCOUNT_MESSAGES.accountDeactivated(owners));
    expect(error.message).toContain(`${owner.name} (${owner.email})`);
    expect(answer.headers.get("set-cookie")).toBeNull();
  });

  it("after a wrong password: the same 401 'Invalid email or password' as an unknown email", async () => {
    const owner = await signedInToken(await createTestAdmin({ role: "owner" }));
    const clerk = await createTestAdmin({ role: "intake" });
    await send("POST", `/api/staff/${clerk.id}/deactivate`, undefined, owner);
    const wrong = await login({ email: clerk.email, password: "not-the-password-at-all" }, "203.0.113.41");
    const unknown = await login(
      { email: `${unique("nobody")}@example.com`, password: "whatever-it-is" },
      "203.0.113.42",
    );
    for (const answer of [wrong, unknown]) {
      const error = await expectError(answer, 401, "invalid_credentials");
      expect(error.message).toBe(TOASTS.loginFailed.description);
    }
  });

  it("reactivated, the same password signs in again", async () => {
    const owner = await signedInToken(await createTestAdmin({ role: "owner" }));
    const clerk = await createTestAdmin({ role: "editor" });
    await send("POST", `/api/staff/${clerk.id}/deactivate`, undefined, owner);
    await expectError(await login(clerk, "203.0.113.43"), 403, "account_deactivated");
    await send("POST", `/api/staff/${clerk.id}/reactivate`, undefined, owner);
    const back = await login(clerk, "203.0.113.43");
    expect(back.status).toBe(200);
    expect((await bodyOf(back)).token).toBeTruthy();
    const [row] = await testDb().select().from(adminUsers).where(eq(adminUsers.id, clerk.id));
    expect(row?.deactivatedAt).toBeNull();
  });
});
