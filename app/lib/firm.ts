import { completeParts, type PostalParts, splitAddress } from "@domain/address";
import { DEFAULT_HOURS } from "@domain/constants";
import { DEFAULT_CONSENT_TEXT, DEFAULT_RESPONSE_PROMISE } from "@domain/messages";
import type { FirmSettings } from "@domain/rows";
import { SAMPLE_FIRM_NAME } from "./samples";

/** The firm's public details, as the layout hands them to the header, footer and contact page. */
export type FirmInfo = Pick<
  FirmSettings,
  | "firmName"
  | "email"
  | "phone"
  | "address"
  | "hours"
  | "consentText"
  | "consentVersion"
  | "attorneyAdvertising"
  | "logoUrl"
  | "faviconUrl"
  | "mapLatitude"
  | "mapLongitude"
  | "responsePromise"
> & {
  /** The address in parts, for search engines; null where the one line does not parse. */
  postal?: PostalParts | null;
};

export const toFirmInfo = (settings: FirmSettings): FirmInfo => ({
  firmName: settings.firmName,
  email: settings.email,
  phone: settings.phone,
  address: settings.address,
  hours: { ...DEFAULT_HOURS, ...settings.hours },
  consentText: settings.consentText,
  consentVersion: settings.consentVersion,
  attorneyAdvertising: settings.attorneyAdvertising,
  logoUrl: settings.logoUrl,
  faviconUrl: settings.faviconUrl,
  mapLatitude: settings.mapLatitude,
  mapLongitude: settings.mapLongitude,
  responsePromise: settings.responsePromise,
  postal: completeParts(settings) ?? splitAddress(settings.address),
});

/** When settings cannot be read: the name from the sample content, no contact details to mislead. */
export const FALLBACK_FIRM: FirmInfo = {
  firmName: SAMPLE_FIRM_NAME,
  email: "",
  phone: "",
  address: "",
  hours: DEFAULT_HOURS,
  consentText: DEFAULT_CONSENT_TEXT,
  consentVersion: 1,
  attorneyAdvertising: true,
  logoUrl: null,
  faviconUrl: null,
  mapLatitude: null,
  mapLongitude: null,
  responsePromise: DEFAULT_RESPONSE_PROMISE,
};
