import { DEFAULT_HOURS, UPLOAD_KINDS } from "@domain/constants";
import type { FirmSettings } from "@domain/rows";
import { firmSettingsUpdateSchema } from "@domain/schemas/settings";
import { describe, expect, it } from "vitest";
import { tabBody } from "~/lib/admin/settings";
import { acceptFor, uploadProblem } from "~/lib/admin/upload";

const settings: FirmSettings = {
  firmName: "Whitmore & Associates",
  email: "info@example.com",
  phone: "(555) 123-4567",
  address: "1 Main St",
  website: "https://example.com",
  hours: { ...DEFAULT_HOURS },
  disclaimer: "D",
  privacyPolicy: "P",
  termsOfService: "T",
  barAssociations: "B",
  logoUrl: "",
  faviconUrl: "/media/favicon/x.ico",
  searchSynonyms: null,
  notificationEmails: ["intake@example.com"],
  acknowledgementText: "Dear {name}, thank you.",
  consentText: "No attorney-client relationship.",
  consentVersion: 1,
  attorneyAdvertising: true,
  retentionMonths: 24,
  responsePromise: "within one business day",
  timeZone: "America/New_York",
  legalUpdated: {},
  mapLatitude: 40.75,
  mapLongitude: -73.99,
  mapAddress: "1 Main St",
  streetAddress: "1 Main St",
  addressLocality: "Springfield",
  addressRegion: "IL",
  postalCode: "62701",
  addressCountry: null,
  meetingUrl: null,
};

describe("tabBody", () => {
  it("sends only the fields of the tab being saved, each a valid settings update", () => {
    expect(Object.keys(tabBody("firm", settings)).sort()).toEqual([
      "address",
      "addressCountry",
      "addressLocality",
      "addressRegion",
      "email",
      "firmName",
      "meetingUrl",
      "phone",
      "postalCode",
      "streetAddress",
      "website",
    ]);
    expect(tabBody("hours", settings)).toEqual({ hours: DEFAULT_HOURS });
    expect(Object.keys(tabBody("legal", settings)).sort()).toEqual([
      "barAssociations",
      "disclaimer",
      "privacyPolicy",
      "termsOfService",
    ]);
    expect(tabBody("branding", settings)).toEqual({ logoUrl: null, faviconUrl: "/media/favicon/x.ico" });
    // Addresses are edited one per line: blank lines and spaces are not sent.
    expect(tabBody("enquiries", { ...settings, notificationEmails: [" a@example.com", "", "b@example.com "] })).toEqual(
      {
        notificationEmails: ["a@example.com", "b@example.com"],
        acknowledgementText: settings.acknowledgementText,
        consentText: settings.consentText,
        attorneyAdvertising: true,
        retentionMonths: 24,
        responsePromise: "within one business day",
      },
    );
    for (const tab of ["firm", "hours", "legal", "branding", "enquiries"] as const) {
      expect(firmSettingsUpdateSchema.safeParse(tabBody(tab, settings)).success, tab).toBe(true);
    }
  });
});

describe("uploads in the browser", () => {
  it("refuses a file over the kind's limit before sending it, naming the limit", () => {
    expect(uploadProblem("logo", { size: UPLOAD_KINDS.logo.maxBytes })).toBeNull();
    expect(uploadProblem("logo", { size: UPLOAD_KINDS.logo.maxBytes + 1 })).toContain(UPLOAD_KINDS.logo.maxLabel);
    expect(uploadProblem("favicon", { size: UPLOAD_KINDS.favicon.maxBytes + 1 })).toContain(
      UPLOAD_KINDS.favicon.maxLabel,
    );
  });

  it("offers the file types the API accepts for each kind", () => {
    expect(acceptFor("logo")).toBe("image/png,.png,image/jpeg,.jpg,image/svg+xml,.svg");
    expect(acceptFor("favicon")).toBe("image/x-icon,.ico,image/png,.png");
  });
});
