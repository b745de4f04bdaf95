import { and, eq, isNull, sql } from "drizzle-orm";
import { OFFICE_MAP } from "../../../domain/constants";
import { firmSettings } from "../../schema";
import { demoSettings } from "../content/settings";
import type { SeedStep } from "../step";

/**
 * The demo office's map coordinates (the built-in OFFICE_MAP), stored with the settings so staff
 * see them in Settings. They count as located only for the seeded address: an address staff
 * already changed keeps no map address, so Settings says its map was not updated.
 */
export const officeMap: SeedStep = {
  name: "office-map",
  statements: ({ db }) => [
    db
      .update(firmSettings)
      .set({
        mapLatitude: OFFICE_MAP.latitude,
        mapLongitude: OFFICE_MAP.longitude,
        mapAddress: sql`CASE WHEN ${firmSettings.address} = ${demoSettings.address} THEN ${firmSettings.address} END`,
      })
      .where(and(eq(firmSettings.id, 1), isNull(firmSettings.mapLatitude), isNull(firmSettings.mapLongitude))),
  ],
};
