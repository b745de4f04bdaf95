/**
 * The forms' field names and length limits without zod, so the browser's form controls can use
 * them (maxLength, the honeypot's name) without shipping the validation library to visitors.
 */

/** A field real people leave empty and form-filling bots do not (see fields.ts). */
export const HONEYPOT_FIELD = "fax_number";

export const EMAIL_MAX = 254;

/** Length limits of the contact form (documented in the README). */
export const CONTACT_LIMITS = {
  name: 100,
  phone: 40,
  subject: 200,
  message: 5000,
  otherParties: 1000,
  /** As long as a practice area's title may be. */
  practiceArea: 120,
} as const;

export const TESTIMONIAL_LIMITS = { name: 100, content: 2000 } as const;

/** The longest search text a list takes (API `search`, the blog page's search box). */
export const SEARCH_MAX = 200;
/** The highest page number a list answers (far past any real list; bounds the OFFSET). */
export const PAGE_MAX = 100_000;

/** The names of the public forms' consent fields (the form controls and the schemas share them). */
export const CONSENT_FIELDS = {
  consent: "consent",
  consentVersion: "consentVersion",
  publishConsent: "publishConsent",
} as const;
