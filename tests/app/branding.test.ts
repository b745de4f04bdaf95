import { exports } from "cloudflare:workers";
import { firmSettings } from "@db/schema";
import { DEFAULT_HOURS } from "@domain/constants";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { SITE_LOGO } from "~/lib/structured-data";
import { testDb } from "../support/db";

vi.setConfig({ testTimeout: 30_000 });

const html = async (path: string) => (await exports.default.fetch(`http://site.test${path}`)).text();
const LOGO = "/media/logo/5b1d2c3e-1111-4222-8333-944455566677.png";
const FAVICON = "/media/favicon/5b1d2c3e-1111-4222-8333-944455566678.png";

describe("branding", () => {
  it("shows the built-in icon and mark until staff upload their own", async () => {
    await testDb().insert(firmSettings).values({
      id: 1,
      firmName: "Brand Firm",
      email: "office@test.example",
      phone: "(555) 000-1111",
      address: "1 Test Street",
      hours: DEFAULT_HOURS,
    });
    const page = await html("/");
    expect(page).toContain('<link rel="icon" href="/favicon.ico"/>');
    expect(page).not.toContain("data-firm-logo");
    // Without an uploaded logo the JSON-LD names the site's own mark, a real file (issue 40), never a placeholder.
    expect(page).toContain(`"logo":"http://site.test${SITE_LOGO}"`);
  });

  it("puts the uploaded logo in the header, the footer and the JSON-LD, and the favicon in <link rel=icon>", async () => {
    await testDb().update(firmSettings).set({ logoUrl: LOGO, faviconUrl: FAVICON }).where(eq(firmSettings.id, 1));
    const page = await html("/");
    expect(page.match(new RegExp(`<img src="${LOGO}"[^>]*data-firm-logo`, "g"))).toHaveLength(2);
    expect(page).toContain(`<link rel="icon" href="${FAVICON}"/>`);
    expect(page).not.toContain('href="/favicon.ico"');
    expect(page).toContain(`"logo":"http://site.test${LOGO}"`);
    // Every public page, not only the home page.
    expect(await html("/about")).toContain(`<link rel="icon" href="${FAVICON}"/>`);
  });
});
