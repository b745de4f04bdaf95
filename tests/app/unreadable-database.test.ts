import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { SAMPLE_POSTS, SAMPLE_TEAM, SAMPLE_TESTIMONIALS } from "~/lib/samples";

// The first render of each route compiles it: slower than the default 5 s on a cold run.
vi.setConfig({ testTimeout: 30_000 });

const html = async (path: string) => {
  const response = await exports.default.fetch(`http://site.test${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
};

// This file's own database (storage is per test file) loses its tables: every read fails.
beforeAll(async () => {
  // The booking tables first: they reference team_members, which could not go before them.
  const booking = [
    "bookings",
    "attorney_hours",
    "attorney_time_off",
    "attorney_consultation_types",
    "attorney_practice_areas",
  ];
  for (const table of [...booking, "blog_posts", "team_members", "testimonials", "practice_areas", "firm_settings"]) {
    await env.DB.prepare(`DROP TABLE ${table}`).run();
  }
});

describe("when the database cannot be read (SPEC §4)", () => {
  it("home shows its sample attorneys and two sample testimonials", async () => {
    const page = await html("/");
    for (const member of SAMPLE_TEAM) expect(page).toContain(member.name);
    expect(page).toContain(SAMPLE_TESTIMONIALS[0]?.name);
    expect(page).toContain(SAMPLE_TESTIMONIALS[1]?.name);
    expect(page).not.toContain(SAMPLE_TESTIMONIALS[2]?.name);
  });

  it("the blog shows its three sample posts and no Load More", async () => {
    const page = await html("/blog");
    for (const post of SAMPLE_POSTS) expect(page).toContain(post.title);
    expect(page).not.toContain("Load More Articles");
  });

  it("pages without sample content show 'Unexpected Application Error!' with the status", async () => {
    const response = await exports.default.fetch("http://site.test/practice-areas");
    expect(response.status).toBe(500);
    const page = await response.text();
    expect(page).toContain("Unexpected Application Error!");
    // The site's header and footer still render from the layout (its settings read fell back).
    expect(page).not.toContain("no such table");
  });

  it("testimonials show their three samples", async () => {
    const page = await html("/testimonials");
    for (const t of SAMPLE_TESTIMONIALS) expect(page).toContain(t.content);
  });
});
