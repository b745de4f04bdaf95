import { env } from "cloudflare:workers";
import { contacts, rowCounts } from "@db/schema";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDb, unique } from "../support/db";
import { migrationStatements } from "../support/migrations";

/** Migration practice_area_name's data statements, in order, run on rows an earlier version wrote. */
const dataStatements = () =>
  migrationStatements("practice_area_name", /\b(UPDATE `contacts`|DELETE FROM row_counts|INSERT INTO row_counts)/);

describe("migration practice_area_name", () => {
  it("copies the choice earlier enquiries stored, and counts enquiries by area from the new column", async () => {
    const db = testDb();
    const written = await db
      .insert(contacts)
      .values([
        { name: unique("a"), email: "a@example.com", subject: "s", message: "m", legacyPracticeArea: "Corporate Law" },
        { name: unique("b"), email: "b@example.com", subject: "s", message: "m", legacyPracticeArea: "Other" },
        { name: unique("c"), email: "c@example.com", subject: "s", message: "m" },
      ])
      .returning({ id: contacts.id });
    expect(dataStatements()).toHaveLength(3);
    for (const query of dataStatements()) await env.DB.prepare(query).run();

    const rows = await db
      .select({ area: contacts.practiceArea, legacy: contacts.legacyPracticeArea })
      .from(contacts)
      .where(
        inArray(
          contacts.id,
          written.map((row) => row.id),
        ),
      );
    expect(rows.map((row) => row.area)).toEqual(["Corporate Law", "Other", null]);
    const [corporate] = await db
      .select()
      .from(rowCounts)
      .where(eq(rowCounts.key, "contacts.practice_area.Corporate Law"));
    expect(corporate?.count).toBe(1);
    // The triggers follow the new column: a change of area moves the count.
    await db
      .update(contacts)
      .set({ practiceArea: "Litigation" })
      .where(eq(contacts.id, written[0]?.id ?? 0));
    const counts = await db
      .select()
      .from(rowCounts)
      .where(inArray(rowCounts.key, ["contacts.practice_area.Corporate Law", "contacts.practice_area.Litigation"]));
    expect(Object.fromEntries(counts.map((c) => [c.key, c.count]))).toEqual({
      "contacts.practice_area.Corporate Law": 0,
      "contacts.practice_area.Litigation": 1,
    });
  });
});
