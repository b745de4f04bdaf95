import { env } from "cloudflare:workers";
import { blogPosts, firmSettings, letterTemplates, practiceAreas } from "@db/schema";
import { demoSettings } from "@db/seed/content/settings";
import { SEED_STEPS, seedDemoContent } from "@db/seed/seed";
import { OFFICE_MAP } from "@domain/constants";
import { unknownMergeFields } from "@domain/letter-merge";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDb } from "../support/db";

const TABLES = [
  "practice_areas",
  "team_members",
  "blog_posts",
  "testimonials",
  "contacts",
  "firm_settings",
  "admin_users",
  "app_meta",
];

/** Every row of every seeded table, so "changes nothing" is checked on content, not only counts. */
async function snapshot() {
  const result: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const { results } = await env.DB.prepare(`SELECT * FROM ${table} ORDER BY 1`).all();
    result[table] = results;
  }
  return result;
}

const demoAdmin = { email: "Demo@Example.com", name: "Admin", passwordHash: "pbkdf2-sha256$1$AA$AA" };

describe("demo seed", () => {
  it("seeds the spec's content", async () => {
    const db = testDb();
    expect(await seedDemoContent(db, { demoAdmin, media: env.MEDIA })).toEqual({ seeded: true });
    const counts = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM practice_areas WHERE status = 'published') AS areas,
              (SELECT count(*) FROM team_members WHERE status = 'active') AS attorneys,
              (SELECT count(*) FROM blog_posts WHERE status = 'published') AS published,
              (SELECT count(*) FROM blog_posts WHERE status = 'draft') AS drafts,
              (SELECT count(DISTINCT status) FROM testimonials) AS testimonialStatuses,
              (SELECT count(DISTINCT status) FROM contacts) AS contactStatuses,
              (SELECT email FROM admin_users) AS adminEmail`,
    ).first();
    expect(counts).toMatchObject({
      areas: 9,
      attorneys: 6,
      testimonialStatuses: 3,
      contactStatuses: 3,
      adminEmail: "demo@example.com",
    });
    expect(Number(counts?.published)).toBeGreaterThanOrEqual(14);
    expect(Number(counts?.drafts)).toBeGreaterThanOrEqual(1);
    const undated = await env.DB.prepare(
      "SELECT count(*) AS n FROM team_members WHERE substr(created_at, 1, 10) <> join_date",
    ).first<{ n: number }>();
    expect(undated?.n).toBe(0);
    const slugs = (await db.select({ slug: blogPosts.slug }).from(blogPosts)).map((r) => r.slug);
    expect(slugs).toEqual(expect.arrayContaining(["corporate-compliance-2024", "employment-law-updates"]));
    // Newsletter subscribers in every state the Subscribers screen shows: confirmed, awaiting, unsubscribed.
    const states = await env.DB.prepare(
      `SELECT count(*) AS n FROM newsletter_subscribers GROUP BY status, confirmed_at IS NULL`,
    ).all();
    expect(states.results).toHaveLength(3);
  });

  it("changes nothing when run again, and never overwrites or restores what staff changed", async () => {
    const db = testDb();
    await seedDemoContent(db, { demoAdmin, media: env.MEDIA });
    await db.update(practiceAreas).set({ title: "Edited by staff" }).where(eq(practiceAreas.slug, "corporate-law"));
    await db.delete(blogPosts).where(eq(blogPosts.slug, "employment-law-updates"));
    const before = await snapshot();

    expect(await seedDemoContent(db, { demoAdmin, media: env.MEDIA })).toEqual({ seeded: false });
    expect(await snapshot()).toEqual(before);
  });

  it("treats a database seeded by the first version as having its initial content, and runs only newer steps", async () => {
    const db = testDb();
    await env.DB.prepare("DELETE FROM app_meta").run();
    await env.DB.prepare("INSERT INTO app_meta (key, value) VALUES ('demo_seed_version', '1')").run();
    const before = await snapshot();

    const { seeded } = await seedDemoContent(db, { demoAdmin, media: env.MEDIA });
    const after = await snapshot();
    const markers = (after.app_meta as { key: string }[]).map((row) => row.key);
    expect(markers).toEqual(expect.arrayContaining(SEED_STEPS.slice(1).map((step) => `seed_step:${step.name}`)));
    expect(markers).not.toContain(`seed_step:${SEED_STEPS[0]?.name}`);
    expect(seeded).toBe(SEED_STEPS.length > 1);
    expect(after.contacts).toEqual(before.contacts);
  });

  it("gives the office map the built-in coordinates, located for the seeded address only", async () => {
    const db = testDb();
    await seedDemoContent(db, { demoAdmin, media: env.MEDIA });
    const map = { mapLatitude: firmSettings.mapLatitude, mapLongitude: firmSettings.mapLongitude };
    const read = async () => (await db.select({ ...map, mapAddress: firmSettings.mapAddress }).from(firmSettings))[0];
    expect(await read()).toEqual({
      mapLatitude: OFFICE_MAP.latitude,
      mapLongitude: OFFICE_MAP.longitude,
      mapAddress: demoSettings.address,
    });

    // A database from before the step, whose address staff had changed: not claimed as located.
    await env.DB.prepare("DELETE FROM app_meta WHERE key = 'seed_step:office-map'").run();
    await db.update(firmSettings).set({ address: "9 Elsewhere Road", mapLatitude: null, mapLongitude: null });
    await seedDemoContent(db, { demoAdmin, media: env.MEDIA });
    expect(await read()).toEqual({
      mapLatitude: OFFICE_MAP.latitude,
      mapLongitude: OFFICE_MAP.longitude,
      mapAddress: null,
    });
  });

  it("gives each demo practice area an engagement-letter template once, keeping what staff wrote", async () => {
    const db = testDb();
    await seedDemoContent(db, { demoAdmin, media: env.MEDIA });
    const areas = await db.select({ id: practiceAreas.id, slug: practiceAreas.slug }).from(practiceAreas);
    const templates = await db.select().from(letterTemplates);
    expect(templates).toHaveLength(areas.length);
    for (const area of areas) {
      const template = templates.find((t) => t.practiceAreaId === area.id);
      expect(template?.body, area.slug).toContain("{{client_name}}");
      expect(unknownMergeFields(template?.body ?? ""), area.slug).toEqual([]);
    }

    // A database from before the step, where staff already wrote one area's letter: that letter stays.
    const [first] = areas;
    if (!first) throw new Error("no seeded area");
    await env.DB.prepare("DELETE FROM app_meta WHERE key = 'seed_step:letter-templates'").run();
    await db.delete(letterTemplates);
    await db.insert(letterTemplates).values({ practiceAreaId: first.id, body: "<p>Ours: {{scope}}</p>" });
    await seedDemoContent(db, { demoAdmin, media: env.MEDIA });
    const after = await db.select().from(letterTemplates);
    expect(after.find((t) => t.practiceAreaId === first.id)?.body).toBe("<p>Ours: {{scope}}</p>");
    expect(after).toHaveLength(areas.length);
  });
});
