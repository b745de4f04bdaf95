import { exports } from "cloudflare:workers";
import { firmSettings } from "@db/schema";
import { demoSettings } from "@db/seed/content/settings";
import { seedDemoContent } from "@db/seed/seed";
import { fillPlaceholders } from "@domain/legal-text";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { adminToken, jsonInit } from "../support/admin";
import { call } from "../support/content";
import { testDb } from "../support/db";

vi.setConfig({ testTimeout: 30_000 });

const html = async (path: string) => (await exports.default.fetch(`http://site.test${path}`)).text();
let token: string;
beforeAll(async () => {
  token = await adminToken();
  await seedDemoContent(testDb());
});

describe("legal texts with placeholders", () => {
  it("fills {firmName}, {phone}, {email} and {address}, and leaves other braces alone", () => {
    const firm = { firmName: "A & B", phone: "(1) 2", email: "a@b.co", address: "1 Road" };
    expect(fillPlaceholders("{firmName} at {address}: call {phone} or write {email}. {other}", firm)).toBe(
      "A & B at 1 Road: call (1) 2 or write a@b.co. {other}",
    );
  });

  it("seeds the texts with placeholders, so a phone change in Settings reaches the Privacy Policy", async () => {
    const [row] = await testDb().select().from(firmSettings).where(eq(firmSettings.id, 1));
    expect(row?.privacyPolicy).toContain("{phone}");
    expect(row?.privacyPolicy).not.toContain(demoSettings.phone);
    expect(await html("/legal/privacy-policy")).toContain(demoSettings.phone.replace("&", "&amp;"));

    const saved = await call("/api/settings", jsonInit("PUT", { phone: "(555) 777-0199" }, token));
    expect(saved.status).toBe(200);
    const page = await html("/legal/privacy-policy");
    expect(page).toContain("(555) 777-0199");
    expect(page).not.toContain(demoSettings.phone);
    expect(page).not.toContain("{phone}");
    expect(page).toMatch(/Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}/);
  });

  it("stamps Last updated when staff change a legal text, not when they change the phone", async () => {
    const before = (await testDb().select().from(firmSettings))[0]?.legalUpdated ?? {};
    await call("/api/settings", jsonInit("PUT", { phone: "(555) 777-0100" }, token));
    expect((await testDb().select().from(firmSettings))[0]?.legalUpdated).toEqual(before);
    await call("/api/settings", jsonInit("PUT", { termsOfService: "New terms of {firmName}." }, token));
    const after = (await testDb().select().from(firmSettings))[0]?.legalUpdated ?? {};
    expect(after.termsOfService).not.toBe(before.termsOfService);
    expect(after.privacyPolicy).toBe(before.privacyPolicy);
    expect(await html("/legal/terms-of-service")).toContain(
      `New terms of ${demoSettings.firmName.replace("&", "&amp;")}.`,
    );
  });
});
