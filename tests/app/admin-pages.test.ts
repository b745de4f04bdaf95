import { exports } from "cloudflare:workers";
import { DEMO_ADMIN } from "@domain/demo";
import { describe, expect, it } from "vitest";

const page = (path: string) => exports.default.fetch(`http://x${path}`, { redirect: "manual" });

describe("admin pages on the server", () => {
  it("the sign-in page shows the demo credentials in demo mode and is never indexed", async () => {
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
    expect(html).toContain("Admin Panel");
    expect(html).not.toContain("@example.com");
  });

  it("/admin goes to the dashboard", async () => {
    const response = await page("/admin");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/dashboard");
  });
});
