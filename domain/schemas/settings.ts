import { z } from "zod";
import { COORDINATES, MAX_NOTIFICATION_EMAILS, RETENTION, WEEKDAYS } from "../constants";
import { FIELD_MESSAGES, SYNONYM_MESSAGES } from "../messages";
import { parseSynonyms, SYNONYM_LIMITS } from "../search-synonyms";
import { isTimeZone } from "../time-zone";
import { addressPartsShape } from "./address";
import { isImageAddress, optionalMeetingLink, requiredEmail, requiredText } from "./fields";

/**
 * Length limits (characters): firmName 100, email 254 (fields.ts), phone 40, address 300, website 200,
 * each day's hours 100, each legal text (disclaimer, privacyPolicy, termsOfService, barAssociations)
 * 12,000 — four full texts still fit the API's 64 KB body cap —, logoUrl and faviconUrl 300.
 */
const SETTINGS_LIMITS = {
  firmName: 100,
  phone: 40,
  address: 300,
  website: 200,
  dayHours: 100,
  legalText: 12_000,
  mediaPath: 300,
  acknowledgementText: 4000,
  consentText: 2000,
  responsePromise: 60,
} as const;

type Weekday = (typeof WEEKDAYS)[number];

const capitalised = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);
const dayHours = (day: Weekday) => requiredText(capitalised(day), SETTINGS_LIMITS.dayHours);
const hoursShape = Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours(day)])) as Record<
  Weekday,
  ReturnType<typeof dayHours>
>;

const legalText = (label: string) =>
  z
    .string(FIELD_MESSAGES.required(label))
    .trim()
    .max(SETTINGS_LIMITS.legalText, FIELD_MESSAGES.tooLong(label, SETTINGS_LIMITS.legalText));

/** Empty, or an http(s) address. */
const website = z
  .string(FIELD_MESSAGES.webAddress("Website"))
  .trim()
  .max(SETTINGS_LIMITS.website, FIELD_MESSAGES.tooLong("Website", SETTINGS_LIMITS.website))
  .refine(
    (v) => v === "" || (/^https?:\/\/[^\s<>"'\\]+$/i.test(v) && URL.canParse(v)),
    FIELD_MESSAGES.webAddress("Website"),
  );

/** Logo and favicon are files uploaded to R2 and served at /media/{key}; null (or empty) clears them. */
const mediaPath = (label: string) =>
  z.preprocess(
    (v) => (v === "" ? null : v),
    z
      .string(FIELD_MESSAGES.mediaPath(label))
      .trim()
      .max(SETTINGS_LIMITS.mediaPath, FIELD_MESSAGES.tooLong(label, SETTINGS_LIMITS.mediaPath))
      .refine((v) => isImageAddress(v, "uploads"), FIELD_MESSAGES.mediaPath(label))
      .nullable(),
  );

/** A coordinate in degrees, within ±`max`; null clears it (the map falls back to the built-in location). */
const coordinate = (label: string, max: number) => {
  const message = FIELD_MESSAGES.numberBetween(label, -max, max);
  return z.number(message).min(-max, message).max(max, message).nullable();
};

/** Each line a rule the search can use; each line's problem is its own message, numbered. */
const searchSynonyms = z
  .string(FIELD_MESSAGES.required(SYNONYM_MESSAGES.label))
  .trim()
  .max(SYNONYM_LIMITS.text, FIELD_MESSAGES.tooLong(SYNONYM_MESSAGES.label, SYNONYM_LIMITS.text))
  .superRefine((text, ctx) => {
    for (const message of parseSynonyms(text).problems) ctx.addIssue({ code: "custom", message });
  });

const COORDINATE_LABELS = { mapLatitude: "Latitude", mapLongitude: "Longitude" } as const;

/** The firm's details as a whole (DESIGN §4's settings object). */
export const firmSettingsSchema = z.object({
  firmName: requiredText("Firm name", SETTINGS_LIMITS.firmName),
  email: requiredEmail(),
  phone: requiredText("Phone", SETTINGS_LIMITS.phone),
  address: requiredText("Office address", SETTINGS_LIMITS.address),
  website,
  /** The firm's video meeting room; left out keeps it, blank clears it. */
  meetingUrl: optionalMeetingLink("Video meeting link").optional(),
  hours: z.object(hoursShape).strict(),
  disclaimer: legalText("Disclaimer"),
  privacyPolicy: legalText("Privacy policy"),
  termsOfService: legalText("Terms of service"),
  barAssociations: legalText("Bar associations"),
  logoUrl: mediaPath("Logo"),
  faviconUrl: mediaPath("Favicon"),
  /** Where staff alerts go; an empty list means the firm email. */
  notificationEmails: z
    .array(requiredEmail("Notification address"), FIELD_MESSAGES.required("Notification addresses"))
    .max(MAX_NOTIFICATION_EMAILS, FIELD_MESSAGES.tooMany("Notification addresses", MAX_NOTIFICATION_EMAILS)),
  /** The acknowledgement email's wording; {name}, {firm} and {phone} are filled in. */
  acknowledgementText: requiredText("Acknowledgement wording", SETTINGS_LIMITS.acknowledgementText),
  /** The notice beside the enquiry form; saving a different text makes a new version. */
  consentText: requiredText("Consent notice", SETTINGS_LIMITS.consentText),
  attorneyAdvertising: z.boolean(FIELD_MESSAGES.yesNo("Attorney Advertising notice")),
  /** "within 24 hours": completes "We'll get back to you …" and "we reply …". */
  responsePromise: requiredText("Response-time promise", SETTINGS_LIMITS.responsePromise).optional(),
  retentionMonths: z
    .int(FIELD_MESSAGES.wholeNumber("Retention period", RETENTION.minMonths, RETENTION.maxMonths))
    .min(RETENTION.minMonths, FIELD_MESSAGES.wholeNumber("Retention period", RETENTION.minMonths, RETENTION.maxMonths))
    .max(RETENTION.maxMonths, FIELD_MESSAGES.wholeNumber("Retention period", RETENTION.minMonths, RETENTION.maxMonths)),
  /** The IANA zone staff write dates and schedules in; the stored default is America/New_York. */
  timeZone: z.string(FIELD_MESSAGES.timeZone).trim().refine(isTimeZone, FIELD_MESSAGES.timeZone).optional(),
  /** The office on the contact page's map, entered by hand (a saved address is otherwise looked up). */
  mapLatitude: coordinate(COORDINATE_LABELS.mapLatitude, COORDINATES.latitude),
  mapLongitude: coordinate(COORDINATE_LABELS.mapLongitude, COORDINATES.longitude),
  /** The site search's synonyms, one rule a line ("DUI = drunk driving, criminal defense"). */
  searchSynonyms: searchSynonyms.nullable().optional(),
  ...addressPartsShape,
});

/** PUT /api/settings: any subset of the fields, hours by day; whatever is left out is kept. */
export const firmSettingsUpdateSchema = firmSettingsSchema
  .extend({ hours: z.object(hoursShape).partial().strict() })
  .partial()
  .superRefine((body, ctx) => {
    // A point needs both numbers: one alone is refused, naming the one missing.
    const [lat, lon] = [body.mapLatitude, body.mapLongitude];
    if ((lat === undefined) === (lon === undefined)) return;
    const missing = lat === undefined ? "mapLatitude" : "mapLongitude";
    const other = missing === "mapLatitude" ? "mapLongitude" : "mapLatitude";
    ctx.addIssue({
      code: "custom",
      path: [missing],
      message: FIELD_MESSAGES.bothOrNeither(COORDINATE_LABELS[missing], COORDINATE_LABELS[other]),
    });
  });

export type FirmSettingsUpdate = z.infer<typeof firmSettingsUpdateSchema>;
