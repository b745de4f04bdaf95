import { exports } from "cloudflare:workers";
import { adminUsers } from "@db/schema";
import { BUILD } from "@domain/build";
import { DEMO_ADMIN } from "@domain/demo";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_VERSION } from "~/lib/site-text";
import { testDb } from "../support/db";
import { hashedOnce } from "../support/sign-in";

const page = (path: string) => exports.default.fetch(`http://x${path}`, { redirect: "manual" });

describe("admin pages on the server", () => {
  it("the sign-in page shows the demo credentials in demo mode and is never indexed", async () => {
    // The box shows only while the demo account signs in with the demo password (demo-credentials.test.ts).
    await testDb().delete(adminUsers).where(eq(adminUsers.email, DEMO_ADMIN.email));
    const passwordHash = await hashedOnce(DEMO_ADMIN.password);
    await testDb().insert(adminUsers).values({ email: DEMO_ADMIN.email, name: DEMO_ADMIN.name, passwordHash });
    const response = await page("/admin/login");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Admin Login");
    expect(html).toContain("Demo credentials");
    expect(html).toContain(DEMO_ADMIN.email);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });

  it("admin screens render their frame only: no data is in the server's HTML", async () => {
    const html = await (await page("/admin/contacts")).text();
    expect(html).toMatch(/data-testid="admin-brand">[^<]+</);
    expect(html).not.toContain("Admin Panel");
    expect(html).not.toContain("@example.com");
  });

  it("/admin goes to the dashboard", async () => {
    const response = await page("/admin");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/dashboard");
  });
});

describe("the back office's footer", () => {
  it("shows the deployed version: the build's git commit and time", async () => {
    const html = await (await page("/admin/dashboard")).text();
    expect(BUILD.commit).toMatch(/^[0-9a-f]{7,12}$/);
    expect(html).toContain(`<code data-testid="build-commit">${BUILD.commit}</code>`);
    expect(html).toContain(`<time dateTime="${BUILD.builtAt}">${ADMIN_VERSION.time(BUILD.builtAt)}</time>`);
  });
});
