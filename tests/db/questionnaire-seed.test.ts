import { practiceAreas, questionnaireTemplates } from "@db/schema";
import { DEMO_QUESTIONNAIRES } from "@db/seed/content/questionnaires";
import { seedDemoContent } from "@db/seed/seed";
import { questionnaireTemplateSchema } from "@domain/schemas/questionnaire";
import { latestTemplate, saveTemplate } from "@worker/data/questionnaire-templates";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDb } from "../support/db";
import { sampleTemplate } from "../support/questionnaires";

const areaId = async (slug: string) => {
  const [row] = await testDb().select({ id: practiceAreas.id }).from(practiceAreas).where(eq(practiceAreas.slug, slug));
  if (!row) throw new Error(`no area ${slug}`);
  return row.id;
};

describe("the demo questionnaires", () => {
  it("give every demo practice area a valid first version", async () => {
    await seedDemoContent(testDb());
    const areas = await testDb().select({ id: practiceAreas.id, slug: practiceAreas.slug }).from(practiceAreas);
    expect(areas.length).toBeGreaterThan(0);
    for (const area of areas) {
      const template = await latestTemplate(testDb(), area.id);
      expect(template, area.slug).toMatchObject({ version: 1 });
      const parsed = questionnaireTemplateSchema.safeParse(template);
      expect(parsed.success, `${area.slug}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    expect(DEMO_QUESTIONNAIRES.map((q) => q.slug).sort()).toEqual(areas.map((a) => a.slug).sort());
  });

  it("ask family law about children and the date of marriage, personal injury about the accident and insurers", async () => {
    await seedDemoContent(testDb());
    const ids = async (slug: string) =>
      (await latestTemplate(testDb(), await areaId(slug)))?.questions.map((q) => q.id);
    expect(await ids("family-law")).toEqual(expect.arrayContaining(["has-children", "children", "date-of-marriage"]));
    expect(await ids("personal-injury")).toEqual(
      expect.arrayContaining(["accident-date", "injuries", "your-insurer", "other-insurer"]),
    );
  });

  it("are seeded once: staff's newer version and a deleted area stay as staff left them", async () => {
    await seedDemoContent(testDb());
    const family = await areaId("family-law");
    const saved = await saveTemplate(testDb(), family, sampleTemplate("Ours"), null);
    await testDb().delete(practiceAreas).where(eq(practiceAreas.slug, "litigation"));
    const before = await testDb().select().from(questionnaireTemplates);
    await seedDemoContent(testDb());
    expect(await testDb().select().from(questionnaireTemplates)).toEqual(before);
    expect(await latestTemplate(testDb(), family)).toEqual(saved);
  });
});
