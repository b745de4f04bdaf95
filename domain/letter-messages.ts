import { MERGE_FIELDS } from "./letter-merge";

/** The engagement letters' texts shared by the API and the pages (issue 41). */
export const LETTER_MESSAGES = {
  templateRequired: "Write the letter: the template cannot be empty.",
  consentRequired: "Tick the box to agree to sign electronically, or ask our office for a paper copy.",
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

/** An engagement letter's answers to staff (prepare, save, send, withdraw) and its toasts (issue 41). */
export const ENGAGEMENT_LETTER_MESSAGES = {
  noArea: "The enquiry names no practice area: set one before preparing a letter.",
  noTemplate: "The enquiry's practice area has no engagement-letter template yet.",
  openLetter:
    "This enquiry already has a letter being prepared, sent or signed. Withdraw a draft or sent letter first.",
  notDraft: "Only a draft can be changed or sent: this letter was already sent, withdrawn or signed.",
  notWithdrawable: "Only a draft or a sent letter that is not signed yet can be withdrawn.",
  noAttorney: "Assign the responsible attorney before sending the letter.",
  noEmail: "The enquiry has no email address to send the letter to.",
  noPdf: "This letter is not signed yet, so there is no signed PDF.",
  prepared: { title: "Letter prepared", description: "Check the scope and fee terms, then send it." },
  saved: { title: "Letter saved", description: "The draft is saved." },
  sent: { title: "Letter sent", description: "The client was emailed a link to read and sign it." },
  withdrawn: { title: "Letter withdrawn", description: "Its link no longer opens." },
} as const;
