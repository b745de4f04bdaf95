import type { FirmSettings } from "@domain/rows";
import { firmSettingsSchema } from "@domain/schemas/settings";
import type { PublicFirmSettings } from "@worker/data/settings";
import { z } from "zod";
import { describing } from "../openapi/generator/derived";
import { component } from "../openapi/generator/schemas";

/** What /api/settings answers, built when the document is: every field for staff, the public ones for all. */

const settings = () =>
  describing<FirmSettings>()(
    firmSettingsSchema.extend({
      consentVersion: z.int().min(1).describe("Read-only: goes up by one whenever the consent notice changes."),
      timeZone: z.string().describe("The IANA time zone staff write dates and schedules in."),
      responsePromise: z
        .string()
        .describe(
          'The response-time promise ("within 24 hours"): the contact form, the acknowledgement, the home page.',
        ),
      meetingUrl: z
        .string()
        .nullable()
        .describe("The firm's video meeting room (https): video consultations of attorneys without their own."),
      searchSynonyms: z
        .string()
        .nullable()
        .describe(
          'The site search\'s synonyms, one rule a line: words, "=", what they also mean, comma-separated. Null until seeded or saved.',
        ),
      legalUpdated: z.record(z.string(), z.string()).describe("When each legal text last changed (ISO), by field."),
      mapAddress: z
        .string()
        .nullable()
        .describe(
          "Read-only: the address the map's coordinates were found (GEOCODER_URL) or entered for; another address means the map was not updated.",
        ),
    }),
  );

export const SETTINGS_ANSWER = component("FirmSettings", settings);

export const PUBLIC_SETTINGS_ANSWER = component("PublicFirmSettings", () =>
  describing<PublicFirmSettings>()(
    settings().omit({
      notificationEmails: true,
      acknowledgementText: true,
      retentionMonths: true,
      searchSynonyms: true,
    }),
  ),
);
