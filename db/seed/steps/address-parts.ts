import { and, eq, isNull } from "drizzle-orm";
import { splitAddress } from "../../../domain/address";
import { firmSettings } from "../../schema";
import { demoSettings } from "../content/settings";
import type { SeedStep } from "../step";

/**
 * The demo office's address in parts (schema.org's PostalAddress), set apart from the initial
 * settings row, whose insert is at D1's bound-parameter limit. Only while the address is still the
 * demo one and no part was saved: staff's own address and parts are never touched.
 */
export const addressParts: SeedStep = {
  name: "address-parts",
  statements: ({ db }) => {
    const parts = splitAddress(demoSettings.address);
    if (!parts) return [];
    return [
      db
        .update(firmSettings)
        .set(parts)
        .where(
          and(
            eq(firmSettings.id, 1),
            eq(firmSettings.address, demoSettings.address),
            isNull(firmSettings.streetAddress),
          ),
        ),
    ];
  },
};
