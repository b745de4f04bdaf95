import type { Database } from "@db/client";
import { firmSettings } from "@db/schema";
import { DEFAULT_HOURS, LEGAL_DOCUMENTS, PUBLISHING } from "@domain/constants";
import type { FirmSettings, FirmSettingsRow } from "@domain/rows";
import type { FirmSettingsUpdate } from "@domain/schemas/settings";
import { eq, sql } from "drizzle-orm";

const SETTINGS_ID = 1;

/** What a database that has never been seeded or saved answers: empty details, the default hours. */
export const EMPTY_FIRM_SETTINGS: FirmSettings = {
  firmName: "",
  email: "",
  phone: "",
  address: "",
  website: "",
  hours: { ...DEFAULT_HOURS },
  disclaimer: "",
  privacyPolicy: "",
  termsOfService: "",
  barAssociations: "",
  logoUrl: null,
  faviconUrl: null,
  timeZone: PUBLISHING.defaultTimeZone,
  legalUpdated: {},
};

/** The legal texts a save changes, each stamped now: the "Last updated" the legal pages show. */
function legalStamps(current: FirmSettings | null, input: FirmSettingsUpdate): Record<string, string> {
  const now = new Date().toISOString();
  const stamps: Record<string, string> = {};
  for (const { field } of LEGAL_DOCUMENTS) {
    const next = input[field];
    if (next !== undefined && next !== (current?.[field] ?? "")) stamps[field] = now;
  }
  return stamps;
}

const publicFields = ({ id: _id, createdAt: _c, updatedAt: _u, ...settings }: FirmSettingsRow): FirmSettings =>
  settings;

/** The firm's one settings row. Missing only before the first seed or admin save. */
export async function getFirmSettings(db: Database): Promise<FirmSettings | null> {
  const [row] = await db.select().from(firmSettings).where(eq(firmSettings.id, SETTINGS_ID)).limit(1);
  return row ? publicFields(row) : null;
}

/** The settings object of DESIGN §4, always whole: the empty defaults stand in for a missing row. */
export async function readFirmSettings(db: Database): Promise<FirmSettings> {
  return (await getFirmSettings(db)) ?? EMPTY_FIRM_SETTINGS;
}

/**
 * Saves the fields given and keeps the rest; hours merge day by day. One statement, so two staff
 * saving different tabs at once both land. Creates the row (from the defaults) when it is missing.
 */
export async function updateFirmSettings(db: Database, input: FirmSettingsUpdate): Promise<FirmSettings> {
  const { hours, ...fields } = input;
  const stamps = legalStamps(await getFirmSettings(db), input);
  const [row] = await db
    .insert(firmSettings)
    .values({
      ...EMPTY_FIRM_SETTINGS,
      ...fields,
      hours: { ...DEFAULT_HOURS, ...hours },
      legalUpdated: stamps,
      id: SETTINGS_ID,
    })
    .onConflictDoUpdate({
      target: firmSettings.id,
      set: {
        ...fields,
        ...(hours ? { hours: sql`json_patch(${firmSettings.hours}, ${JSON.stringify(hours)})` } : {}),
        ...(Object.keys(stamps).length > 0
          ? { legalUpdated: sql`json_patch(${firmSettings.legalUpdated}, ${JSON.stringify(stamps)})` }
          : {}),
        updatedAt: new Date().toISOString(),
      },
    })
    .returning();
  if (!row) throw new Error("Settings upsert returned no row");
  return publicFields(row);
}
