import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const migration = () => env.TEST_MIGRATIONS.find((m) => m.name.includes("team_new_members_last"));

describe("migration team_new_members_last", () => {
  it("moves attorneys added with the old default order 0 after everyone else, oldest first", async () => {
    const insert = (id: string, order: number, created: string) =>
      env.DB.prepare("INSERT INTO team_members (id, name, role, sort_order, created_at) VALUES (?, ?, 'Partner', ?, ?)")
        .bind(id, id, order, created)
        .run();
    await insert("senior-partner", 1, "2020-01-01T00:00:00.000Z");
    await insert("partner", 2, "2020-01-02T00:00:00.000Z");
    await insert("added-later", 0, "2026-03-01T00:00:00.000Z");
    await insert("added-first", 0, "2026-02-01T00:00:00.000Z");

    for (const query of migration()?.queries ?? []) await env.DB.prepare(query).run();

    const { results } = await env.DB.prepare("SELECT id FROM team_members ORDER BY sort_order, name").all<{
      id: string;
    }>();
    expect(results.map((r) => r.id)).toEqual(["senior-partner", "partner", "added-first", "added-later"]);
  });
});
