import { env, exports } from "cloudflare:workers";
import { adminUsers } from "@db/schema";
import { DEMO_ADMIN } from "@domain/demo";
import { demoPasswordWorks } from "@worker/data/demo-password";
import { appEnv } from "@worker/env";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { send } from "../support/api-calls";
import { testDb } from "../support/db";
import { hashedOnce, signedInToken } from "../support/sign-in";

// Issue 24: the sign-in page shows the demo credentials only while demo mode is on AND the demo
// account still signs in with the demo password; never in production (demo mode off).

const loginPage = async () => (await exports.default.fetch("http://x/admin/login")).text();
const NEW_PASSWORD = "violet-harbour-lantern-42";

/** The demo account with the demo password, as the demo seed makes it. */
async function seedDemoAccount() {
  await testDb().delete(adminUsers).where(eq(adminUsers.email, DEMO_ADMIN.email));
  const [row] = await testDb()
    .insert(adminUsers)
    .values({ email: DEMO_ADMIN.email, name: DEMO_ADMIN.name, passwordHash: await hashedOnce(DEMO_ADMIN.password) })
    .returning();
  if (!row) throw new Error("no demo account");
  await env.SESSIONS.delete("demo-password-works");
  return { id: row.id, email: row.email, name: row.name, password: DEMO_ADMIN.password };
}

describe("the demo credentials box", { timeout: 60_000 }, () => {
  it("shows while the demo password works, and goes as soon as it is changed", async () => {
    expect(appEnv(env).demoMode).toBe(true);
    const demo = await seedDemoAccount();
    const before = await loginPage();
    expect(before).toContain("Demo credentials");
    expect(before).toContain(DEMO_ADMIN.password);

    const token = await signedInToken(demo);
    const body = { currentPassword: DEMO_ADMIN.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await send("POST", "/api/account/password", body, token)).status).toBe(200);
    const after = await loginPage();
    expect(after).not.toContain("Demo credentials");
    expect(after).not.toContain(DEMO_ADMIN.password);
  });

  it("is absent without a demo account, and never outside demo mode, whatever the password", async () => {
    await seedDemoAccount();
    expect(await demoPasswordWorks({ ...appEnv(env), demoMode: false })).toBe(false);
    expect(await demoPasswordWorks(appEnv(env))).toBe(true);
    await testDb().delete(adminUsers).where(eq(adminUsers.email, DEMO_ADMIN.email));
    await env.SESSIONS.delete("demo-password-works");
    expect(await demoPasswordWorks(appEnv(env))).toBe(false);
    expect(await loginPage()).not.toContain("Demo credentials");
  });

  it("caches the answer briefly in KV, so the public page does not hash on every visit", async () => {
    await seedDemoAccount();
    expect(await demoPasswordWorks(appEnv(env))).toBe(true);
    expect(await env.SESSIONS.get("demo-password-works")).toBe("yes");
  });
});
