import { z } from "zod";
import { ADDRESS_PART_LABELS, ADDRESS_PART_LIMITS, COUNTRY_CODE_MESSAGE, type PostalParts } from "../address";
import { FIELD_MESSAGES } from "../messages";

/** One part of the office address; blank (or null) clears it. */
const part = (key: keyof PostalParts) =>
  z.preprocess(
    (v) => (v === "" || (typeof v === "string" && v.trim() === "") ? null : v),
    z
      .string()
      .trim()
      .max(ADDRESS_PART_LIMITS[key], FIELD_MESSAGES.tooLong(ADDRESS_PART_LABELS[key], ADDRESS_PART_LIMITS[key]))
      .nullable(),
  );

/** The office address in parts (Settings): each may be cleared; the country is an ISO 3166-1 code. */
export const addressPartsShape = {
  streetAddress: part("streetAddress"),
  addressLocality: part("addressLocality"),
  addressRegion: part("addressRegion"),
  postalCode: part("postalCode"),
  addressCountry: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim().toUpperCase()) : v),
    z
      .string()
      .regex(/^[A-Z]{2}$/, COUNTRY_CODE_MESSAGE)
      .nullable(),
  ),
};
