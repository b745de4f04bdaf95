/**
 * A postal address in the parts schema.org's PostalAddress (and any mail form) takes. Settings keeps
 * them beside the one-line address the site prints; a one-line address saved before the parts
 * existed is split here where it follows the US form "street, city, ST 12345".
 */
export interface PostalParts {
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  addressCountry: string;
}

const DEFAULT_COUNTRY = "US";

const REGION_AND_ZIP = /^([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/;
const COUNTRY = /^(?:US|USA|U\.S\.A?\.?|United States(?: of America)?)$/i;

/** The parts of "123 Legal Plaza, Suite 400, New York, NY 10001" (a country may follow); null when it does not parse. */
export function splitAddress(line: string): PostalParts | null {
  const parts = line
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 0 && COUNTRY.test(parts.at(-1) ?? "")) parts.pop();
  const match = REGION_AND_ZIP.exec(parts.at(-1) ?? "");
  if (!match || parts.length < 3) return null;
  const [, region = "", zip = ""] = match;
  return {
    streetAddress: parts.slice(0, -2).join(", "),
    addressLocality: parts.at(-2) ?? "",
    addressRegion: region,
    postalCode: zip,
    addressCountry: DEFAULT_COUNTRY,
  };
}

/** The parts' names on the Settings screen and in validation messages. */
export const ADDRESS_PART_LABELS: Record<keyof PostalParts, string> = {
  streetAddress: "Street address",
  addressLocality: "City",
  addressRegion: "State or region",
  postalCode: "ZIP or postal code",
  addressCountry: "Country code",
};

export const ADDRESS_PART_LIMITS: Record<keyof PostalParts, number> = {
  streetAddress: 200,
  addressLocality: 100,
  addressRegion: 100,
  postalCode: 20,
  addressCountry: 2,
};

export const COUNTRY_CODE_MESSAGE = `${ADDRESS_PART_LABELS.addressCountry} must be two capital letters (ISO 3166-1), such as US.`;

/** The parts as saved, when every one of them is there; else null (search engines then get the one line). */
export function completeParts(parts: { [K in keyof PostalParts]: string | null }): PostalParts | null {
  const { streetAddress, addressLocality, addressRegion, postalCode, addressCountry } = parts;
  if (!streetAddress || !addressLocality || !addressRegion || !postalCode || !addressCountry) return null;
  return { streetAddress, addressLocality, addressRegion, postalCode, addressCountry };
}
