import { practiceAreas, teamMembers } from "@db/schema";
import { seedDemoContent } from "@db/seed/seed";
import { plainTextToHtml } from "@domain/rich-text";
import type { PracticeArea, TeamMember } from "@domain/rows";
import { beforeAll, describe, expect, it } from "vitest";
import { practiceAreaFormSpec } from "~/components/admin/practice-areas/practice-area-form";
import { teamFormSpec } from "~/components/admin/team/team-form";
import { adminToken } from "../support/admin";
import { bodyOf, send } from "../support/api-calls";
import { testDb } from "../support/db";

/**
 * Every seeded overview and biography opened in its dialog (the editor's HTML of the plain text)
 * and saved through the API comes back unchanged: the same plain text, which search and meta read,
 * and the same HTML the editor was given. The browser half is tests/e2e/rich-text-profiles.spec.ts.
 */

const token = await adminToken();
beforeAll(async () => {
  await seedDemoContent(testDb());
});

describe("seeded long texts through the edit dialogs and the API", () => {
  it("practice-area overviews", async () => {
    const rows = await testDb().select().from(practiceAreas);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      const values = practiceAreaFormSpec.toValues(row);
      expect(values.overviewHtml, row.slug).toBe(plainTextToHtml(row.longDescription));
      const response = await send("PUT", `/api/practice-areas/${row.id}`, practiceAreaFormSpec.toBody(values), token);
      expect(response.status, row.slug).toBe(200);
      const saved = (await bodyOf(response)) as PracticeArea;
      expect(saved.longDescription, row.slug).toBe(row.longDescription);
      expect(saved.overviewHtml, row.slug).toBe(values.overviewHtml);
      // Saved once more as HTML, it opens as the same HTML.
      expect(practiceAreaFormSpec.toValues(saved).overviewHtml).toBe(values.overviewHtml);
    }
  });

  it("attorney biographies", async () => {
    const rows = (await testDb().select().from(teamMembers)).filter((row) => row.fullBio);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      const values = teamFormSpec.toValues(row);
      expect(values.fullBioHtml, row.id).toBe(plainTextToHtml(row.fullBio ?? ""));
      const response = await send("PUT", `/api/team/${row.id}`, teamFormSpec.toBody(values), token);
      expect(response.status, row.id).toBe(200);
      const saved = (await bodyOf(response)) as TeamMember;
      expect(saved.fullBio, row.id).toBe(row.fullBio);
      expect(saved.fullBioHtml, row.id).toBe(values.fullBioHtml);
      expect(teamFormSpec.toValues(saved).fullBioHtml).toBe(values.fullBioHtml);
    }
  });
});
