import { env } from "cloudflare:workers";
import { firmSettings } from "@db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertTestFirm, testDb } from "../support/db";

const migration = () => env.TEST_MIGRATIONS.find((m) => m.name.includes("split_one_line_address"));

/** The settings row as the migration leaves it, after storing `address` with no parts. */
async function upgraded(address: string) {
  await testDb().delete(firmSettings);
  await insertTestFirm({ address });
  for (const query of migration()?.queries ?? []) await env.DB.prepare(query).run();
  const [row] = await testDb().select().from(firmSettings).where(eq(firmSettings.id, 1));
  const { streetAddress, addressLocality, addressRegion, postalCode, addressCountry } = row ?? {};
  return { address: row?.address, streetAddress, addressLocality, addressRegion, postalCode, addressCountry };
}

describe("migration split_one_line_address", () => {
  it("splits a one-line US address into its parts, keeping the line", async () => {
    expect(await upgraded("123 Legal Plaza, Suite 400, New York, NY 10001")).toEqual({
      address: "123 Legal Plaza, Suite 400, New York, NY 10001",
      streetAddress: "123 Legal Plaza, Suite 400",
      addressLocality: "New York",
      addressRegion: "NY",
      postalCode: "10001",
      addressCountry: "US",
    });
  });

  it.each(["1 Test Street", "Somewhere, NY 10001", "10 Downing Street, London SW1A 2AA"])(
    "keeps %s whole, its parts empty for staff to fill in",
    async (address) => {
      expect(await upgraded(address)).toEqual({
        address,
        streetAddress: null,
        addressLocality: null,
        addressRegion: null,
        postalCode: null,
        addressCountry: null,
      });
    },
  );

  it("leaves parts staff already saved alone", async () => {
    await testDb().delete(firmSettings);
    await insertTestFirm({ address: "9 Elm St, Springfield, IL 62701", streetAddress: "9 Elm Street" });
    for (const query of migration()?.queries ?? []) await env.DB.prepare(query).run();
    const [row] = await testDb().select().from(firmSettings);
    expect(row).toMatchObject({ streetAddress: "9 Elm Street", addressLocality: null });
  });
});
