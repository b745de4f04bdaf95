import type { FirmSettings } from "@domain/rows";

/** A save button's fields: a tab's, or the map location's (its own section of the Firm tab). */
export type SettingsTab = "firm" | "map" | "hours" | "legal" | "branding" | "enquiries" | "search";

/** The fields each tab saves (PUT /api/settings keeps what a body leaves out: DESIGN §4). */
export function tabBody(tab: SettingsTab, s: FirmSettings): Partial<FirmSettings> {
  switch (tab) {
    case "firm":
      return {
        firmName: s.firmName,
        email: s.email,
        phone: s.phone,
        website: s.website,
        meetingUrl: s.meetingUrl || null,
        address: s.address,
        streetAddress: s.streetAddress,
        addressLocality: s.addressLocality,
        addressRegion: s.addressRegion,
        postalCode: s.postalCode,
        addressCountry: s.addressCountry,
      };
    case "map":
      return { mapLatitude: s.mapLatitude, mapLongitude: s.mapLongitude };
    case "hours":
      return { hours: s.hours };
    case "legal":
      return {
        disclaimer: s.disclaimer,
        privacyPolicy: s.privacyPolicy,
        termsOfService: s.termsOfService,
        barAssociations: s.barAssociations,
      };
    case "branding":
      return { logoUrl: s.logoUrl || null, faviconUrl: s.faviconUrl || null };
    case "enquiries":
      return {
        // Edited one per line: blank lines are not addresses.
        notificationEmails: s.notificationEmails.map((e) => e.trim()).filter(Boolean),
        acknowledgementText: s.acknowledgementText,
        consentText: s.consentText,
        attorneyAdvertising: s.attorneyAdvertising,
        retentionMonths: s.retentionMonths,
        responsePromise: s.responsePromise,
      };
    case "search":
      return { searchSynonyms: s.searchSynonyms ?? "" };
  }
}
