import type { FirmSettings } from "@domain/rows";
import { firmSettingsSchema, firmSettingsUpdateSchema } from "@domain/schemas/settings";
import type { PublicFirmSettings } from "@worker/data/settings";
import { z } from "zod";
import { versionedRead, versionedSave } from "./edit-versions";
import { area, CAPPED, jsonSchema, ok, ref } from "./shared";
import { describing } from "./stored";

/** The firm's settings, and this document itself. */

const settings = describing<FirmSettings>()(
  firmSettingsSchema.extend({
    consentVersion: z.int().min(1).describe("Read-only: goes up by one whenever the consent notice changes."),
    timeZone: z.string().describe("The IANA time zone staff write dates and schedules in."),
    responsePromise: z
      .string()
      .describe('The response-time promise ("within 24 hours"): the contact form, the acknowledgement, the home page.'),
    legalUpdated: z.record(z.string(), z.string()).describe("When each legal text last changed (ISO), by field."),
    mapAddress: z
      .string()
      .nullable()
      .describe(
        "Read-only: the address the map's coordinates were found (GEOCODER_URL) or entered for; another address means the map was not updated.",
      ),
  }),
);
const publicSettings = describing<PublicFirmSettings>()(
  settings.omit({ notificationEmails: true, acknowledgementText: true, retentionMonths: true }),
);
const saved = { 200: ok("The firm's settings, whole.", ref("FirmSettings")) };

export const authAdminApi = area("Site", (op) => ({
  paths: {
    "/api/settings": {
      get: op("The firm's details, hours and legal texts, as the site shows them", {
        responses: { 200: ok("The public settings.", ref("PublicFirmSettings")) },
        errors: CAPPED,
      }),
      put: versionedSave(
        op("Save the fields sent; the rest (and hours by day) are kept", {
          admin: true,
          body: ref("FirmSettingsUpdate"),
          responses: saved,
        }),
      ),
    },
    "/api/settings/all": {
      get: versionedRead(
        op("Every setting, the staff-only ones too (notification addresses, wording, retention)", {
          admin: true,
          responses: saved,
        }),
      ),
    },
    "/api/openapi.json": {
      get: op("This document", {
        responses: {
          200: ok("OpenAPI 3.1, with a weak ETag of its bytes.", { type: "object" }),
          304: { description: "Unchanged since the ETag sent in If-None-Match." },
        },
        errors: CAPPED,
      }),
    },
  },
  schemas: {
    FirmSettings: jsonSchema(settings, "output"),
    PublicFirmSettings: jsonSchema(publicSettings, "output"),
    FirmSettingsUpdate: jsonSchema(firmSettingsUpdateSchema, "input"),
  },
}));
