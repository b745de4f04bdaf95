import { eq, sql } from "drizzle-orm";
import { LEGAL_DOCUMENTS } from "../../../domain/constants";
import { firmSettings } from "../../schema";
import { demoSettings } from "../content/settings";
import type { SeedStep } from "../step";

/** The seeded firm details each placeholder stands for, longest first so none is cut by another. */
const SEEDED_VALUES: [string, string][] = [
  [demoSettings.address, "{address}"],
  [demoSettings.firmName, "{firmName}"],
  [demoSettings.email, "{email}"],
  [demoSettings.phone, "{phone}"],
];

const withPlaceholders = (text: string) =>
  SEEDED_VALUES.reduce((result, [value, placeholder]) => result.replaceAll(value, placeholder), text);

/**
 * The seeded legal texts name the firm through {firmName}, {phone}, {email} and {address}. Only a
 * text still exactly as seeded is rewritten: whatever staff wrote themselves stays as they left it.
 */
export const legalPlaceholders: SeedStep = {
  name: "legal-placeholders",
  statements: ({ db }) => {
    const now = new Date().toISOString();
    return LEGAL_DOCUMENTS.map(({ field }) => {
      const seeded = String(demoSettings[field] ?? "");
      return db
        .update(firmSettings)
        .set({
          [field]: withPlaceholders(seeded),
          legalUpdated: sql`json_set(${firmSettings.legalUpdated}, ${`$.${field}`}, ${now})`,
        })
        .where(eq(firmSettings[field], seeded));
    });
  },
};
