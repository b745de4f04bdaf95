import { env, exports } from "cloudflare:workers";
import { blogPosts, media, practiceAreas, teamMembers } from "@db/schema";
import { seedDemoContent } from "@db/seed/seed";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDb } from "../support/db";

const keyOf = (url: string | null) => url?.replace(/^\/media\//, "") ?? "";

describe("seeded imagery", () => {
  it("waits for the media bucket: without one the step stays pending", async () => {
    const db = testDb();
    await seedDemoContent(db);
    const marker = await env.DB.prepare("SELECT 1 FROM app_meta WHERE key = 'seed_step:seeded-imagery'").first();
    expect(marker).toBeNull();
  });

  it("gives each attorney, article and practice area its own image, stored in R2 and in the media library, and keeps a staff choice", async () => {
    const db = testDb();
    // Staff replaced one portrait before this version's images arrived.
    await db
      .update(teamMembers)
      .set({ image: "/media/photo/chosen-by-staff.png" })
      .where(eq(teamMembers.id, "thomas-hartley"));

    expect(await seedDemoContent(db, { media: env.MEDIA })).toEqual({ seeded: true });

    const team = await db.select({ id: teamMembers.id, image: teamMembers.image }).from(teamMembers);
    const posts = await db.select({ image: blogPosts.image }).from(blogPosts);
    const areas = await db.select({ image: practiceAreas.heroImage }).from(practiceAreas);
    expect(team.find((m) => m.id === "thomas-hartley")?.image).toBe("/media/photo/chosen-by-staff.png");

    const seeded = [...team.filter((m) => m.id !== "thomas-hartley"), ...posts, ...areas].map((r) => r.image);
    expect(seeded.every((url) => url?.startsWith("/media/"))).toBe(true);
    expect(new Set(seeded).size).toBe(seeded.length);

    const library = await db.select().from(media);
    for (const url of seeded) {
      const row = library.find((m) => m.key === keyOf(url));
      expect(row, url ?? "").toMatchObject({ contentType: "image/svg+xml" });
      expect(row?.width).toBeGreaterThan(0);
      expect(row?.height).toBeGreaterThan(0);
      expect(row?.alt).toBeTruthy();
      const object = await env.MEDIA.get(keyOf(url));
      expect(await object?.text()).toMatch(/^<svg/);
    }
    const bodies = await Promise.all(seeded.map(async (url) => (await env.MEDIA.get(keyOf(url)))?.text()));
    expect(new Set(bodies).size).toBe(bodies.length);
  });

  it("serves a seeded image from /media like an upload", async () => {
    const [row] = await testDb().select().from(media).limit(1);
    const response = await exports.default.fetch(`http://site.test/media/${row?.key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(await response.text()).toMatch(/^<svg/);
  });
});
