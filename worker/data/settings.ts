import type { Database } from "@db/client";
import { consentTexts, firmSettings } from "@db/schema";
import { DEFAULT_HOURS, LEGAL_DOCUMENTS, PUBLISHING, RETENTION } from "@domain/constants";
import { DEFAULT_ACKNOWLEDGEMENT, DEFAULT_CONSENT_TEXT, DEFAULT_RESPONSE_PROMISE } from "@domain/messages";
import type { FirmSettings, FirmSettingsRow } from "@domain/rows";
import type { FirmSettingsUpdate } from "@domain/schemas/settings";
import { eq, sql } from "drizzle-orm";
import { nextVersion, versionIs } from "./edit-version";

const SETTINGS_ID = 1;

const nowIso = sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as("created_at");

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
  notificationEmails: [],
  acknowledgementText: DEFAULT_ACKNOWLEDGEMENT,
  consentText: DEFAULT_CONSENT_TEXT,
  consentVersion: 1,
  attorneyAdvertising: true,
  retentionMonths: RETENTION.defaultMonths,
  responsePromise: DEFAULT_RESPONSE_PROMISE,
  timeZone: PUBLISHING.defaultTimeZone,
  legalUpdated: {},
  mapLatitude: null,
  mapLongitude: null,
  mapAddress: null,
  streetAddress: null,
  addressLocality: null,
  addressRegion: null,
  postalCode: null,
  addressCountry: null,
  meetingUrl: null,
  searchSynonyms: null,
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

/** Settings only staff see: internal addresses, email wording, the retention period, the search's synonyms. */
export const STAFF_ONLY_SETTINGS = [
  "notificationEmails",
  "acknowledgementText",
  "retentionMonths",
  "searchSynonyms",
] as const;

export type PublicFirmSettings = Omit<FirmSettings, (typeof STAFF_ONLY_SETTINGS)[number]>;

/** What visitors (and the public API) may read of the settings. */
export function publicSettings({
  notificationEmails: _n,
  acknowledgementText: _a,
  retentionMonths: _r,
  searchSynonyms: _s,
  ...shown
}: FirmSettings): PublicFirmSettings {
  return shown;
}

/** The firm's one settings row. Missing only before the first seed or admin save. */
export async function getFirmSettings(db: Database): Promise<FirmSettings | null> {
  const [row] = await db.select().from(firmSettings).where(eq(firmSettings.id, SETTINGS_ID)).limit(1);
  return row ? publicFields(row) : null;
}

/** The settings' version (issue 25's ETag), or null before the first save. */
export async function firmSettingsVersion(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ version: firmSettings.updatedAt })
    .from(firmSettings)
    .where(eq(firmSettings.id, SETTINGS_ID))
    .limit(1);
  return row?.version ?? null;
}

/** The settings object of DESIGN §4, always whole: the empty defaults stand in for a missing row. */
export async function readFirmSettings(db: Database): Promise<FirmSettings> {
  return (await getFirmSettings(db)) ?? EMPTY_FIRM_SETTINGS;
}

/**
 * Saves the fields given and keeps the rest; hours merge day by day. One statement, so two staff
 * saving different tabs at once both land. Creates the row (from the defaults) when it is missing.
 * A consent notice that differs from the stored one becomes the next version, recorded in
 * consent_texts in the same batch, so every enquiry's consent_version keeps its meaning.
 * `current` is the row as the caller read it before the save (getFirmSettings): it dates the legal
 * texts that change. With `expected` (the version the screen opened) the save lands only if no one
 * saved since: null when someone did. Answers the stored settings and their new version.
 */
export async function updateFirmSettings(
  db: Database,
  input: FirmSettingsUpdate & { mapAddress?: string | null },
  current: FirmSettings | null,
  expected?: string,
): Promise<{ settings: FirmSettings; version: string } | null> {
  const { hours, ...fields } = input;
  const stamps = legalStamps(current, input);
  const [[row]] = await db.batch([
    db
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
          ...(fields.consentText === undefined
            ? {}
            : {
                consentVersion: sql`${firmSettings.consentVersion} + (${firmSettings.consentText} IS NOT ${fields.consentText})`,
              }),
          updatedAt: nextVersion(firmSettings.updatedAt),
        },
        setWhere: versionIs(firmSettings.updatedAt, expected),
      })
      .returning(),
    db
      .insert(consentTexts)
      .select(
        db
          .select({ version: firmSettings.consentVersion, text: firmSettings.consentText, createdAt: nowIso })
          .from(firmSettings)
          .where(eq(firmSettings.id, SETTINGS_ID)),
      )
      .onConflictDoNothing(),
  ]);
  if (row) return { settings: publicFields(row), version: row.updatedAt };
  if (expected !== undefined) return null;
  throw new Error("Settings upsert returned no row");
}
