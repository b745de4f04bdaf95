import { MERGE_FIELDS } from "./letter-merge";

/** The engagement letters' texts shared by the API and the pages (issue 41). */
export const LETTER_MESSAGES = {
  templateRequired: "Write the letter: the template cannot be empty.",
  unknownFields: (names: readonly string[]) =>
    `Unknown merge field${names.length === 1 ? "" : "s"}: ${names.map((n) => `{{${n}}}`).join(", ")}. Use only ${MERGE_FIELDS.map((f) => `{{${f}}}`).join(", ")}.`,
} as const;

/** The signed PDF's own words: its title, its certificate page's rows and what the hash means. */
export const SIGNED_LETTER_PDF = {
  title: "Engagement letter",
  page: (n: number, of: number) => `Page ${n} of ${of}`,
  certificate: {
    title: "Certificate of electronic signature",
    intro:
      "This letter was signed electronically on the firm's website. The record below was made when the client signed.",
    typedName: "Signed by (typed name)",
    signedAt: "Signed at",
    clientAddress: "From address",
    userAgent: "Browser (user agent)",
    linkId: "Signing link",
    documentHash: "Document SHA-256",
    consentVersion: "ESIGN consent version",
    hashNote:
      "The document SHA-256 is the hash of the letter exactly as the signing page showed it: any change to the letter gives a different hash.",
    consentHeading: (version: number) =>
      `Consent to sign electronically (version ${version}), as the client accepted it`,
  },
} as const;
