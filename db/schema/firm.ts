import { sql } from "drizzle-orm";
import { check, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { RETENTION } from "../../domain/constants";
import { ACKNOWLEDGEMENT_BEFORE_PROMISE, DEFAULT_CONSENT_TEXT, DEFAULT_RESPONSE_PROMISE } from "../../domain/messages";
import type { OfficeHours } from "../../domain/shapes";
import { timestamps } from "./columns";

/** The firm's own details: exactly one row (id = 1). */
export const firmSettings = sqliteTable(
  "firm_settings",
  {
    id: integer("id").primaryKey(),
    firmName: text("firm_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    website: text("website").notNull().default(""),
    hours: text("hours", { mode: "json" }).$type<OfficeHours>().notNull(),
    disclaimer: text("disclaimer").notNull().default(""),
    privacyPolicy: text("privacy_policy").notNull().default(""),
    termsOfService: text("terms_of_service").notNull().default(""),
    barAssociations: text("bar_associations").notNull().default(""),
    logoUrl: text("logo_url"),
    faviconUrl: text("favicon_url"),
    /** Where staff alerts go; empty means the firm email. */
    notificationEmails: text("notification_emails", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /** Every write sets it (EMPTY_FIRM_SETTINGS, the seed): the column keeps its first default. */
    acknowledgementText: text("acknowledgement_text").notNull().default(ACKNOWLEDGEMENT_BEFORE_PROMISE),
    /** The notice beside the enquiry form; each change is a new version (consent_texts). */
    consentText: text("consent_text").notNull().default(DEFAULT_CONSENT_TEXT),
    consentVersion: integer("consent_version").notNull().default(1),
    attorneyAdvertising: integer("attorney_advertising", { mode: "boolean" }).notNull().default(true),
    retentionMonths: integer("retention_months").notNull().default(RETENTION.defaultMonths),
    /** The response-time promise ("within 24 hours"): the form's success message, the acknowledgement, the home page. */
    responsePromise: text("response_promise").notNull().default(DEFAULT_RESPONSE_PROMISE),
    /** IANA time zone that staff's dates and schedules are written in. */
    timeZone: text("time_zone").notNull().default("America/New_York"),
    /** When each legal text last changed, by field name (privacyPolicy → ISO timestamp). */
    legalUpdated: text("legal_updated", { mode: "json" }).$type<Record<string, string>>().notNull().default(sql`'{}'`),
    /** The office on the contact page's map (WGS 84 degrees); null: the built-in OFFICE_MAP. */
    mapLatitude: real("map_latitude"),
    mapLongitude: real("map_longitude"),
    /** The address those coordinates were found or entered for: when it is not the address, the map is stale. */
    mapAddress: text("map_address"),
    /** The address in parts (schema.org's PostalAddress); null until saved or split from `address`. */
    streetAddress: text("street_address"),
    addressLocality: text("address_locality"),
    addressRegion: text("address_region"),
    postalCode: text("postal_code"),
    /** ISO 3166-1 alpha-2. */
    addressCountry: text("address_country"),
    /** The firm's video meeting room (https): video consultations of attorneys without their own. */
    meetingUrl: text("meeting_url"),
    /** The site search's synonyms, one rule a line ("DUI = drunk driving, criminal defense"); null until seeded or saved. */
    searchSynonyms: text("search_synonyms"),
    ...timestamps,
  },
  // The columns after favicon_url came later: checked by the settings schema, not by CHECKs that
  // would have meant rebuilding the table (migrations stay additive).
  (t) => [check("firm_settings_single_row_check", sql`${t.id} = 1`)],
);
