import { sha256Hex } from "./digest";

/**
 * The electronic signature of an engagement letter (issue 41), as the ESIGN Act and UETA ask of it:
 * the client's consent to sign electronically, given on a text that says what they agree to and is
 * kept by version, and a record of who signed what, when and from where.
 */

/**
 * The consent the client gives before signing, by version: a new wording gets a new version, and a
 * record keeps the version its client saw. The 15 U.S.C. § 7001(c) disclosures: the right to paper,
 * the right to withdraw and how, what the consent covers, and what is needed to read and keep it.
 */
export const ESIGN_CONSENTS = {
  1: [
    "I agree to receive, review and sign this engagement letter electronically, and that my typed name below is my signature, with the same effect as a handwritten one.",
    "I understand that I may ask for a paper copy of this letter at any time, free of charge, by writing to or calling the firm's office.",
    "I may withdraw my consent to do business electronically at any time by telling the firm in writing (email or letter). Withdrawing does not affect anything I signed before; after it, the firm will send documents on paper.",
    "This consent covers this engagement letter only. To read and keep it I need a device with a current web browser and a PDF reader; a copy of the signed letter is emailed to me as a PDF.",
  ],
} as const satisfies Record<number, readonly string[]>;

export type EsignConsentVersion = keyof typeof ESIGN_CONSENTS;
export const ESIGN_CONSENT_VERSION: EsignConsentVersion = 1;

/** A consent version's text as one string: what the record's version stands for. */
export const esignConsentText = (version: EsignConsentVersion) => ESIGN_CONSENTS[version].join("\n\n");

/** Who signed what, when and from where: kept with the letter and printed on the PDF's certificate page. */
export interface SignatureRecord {
  /** The client link the letter was opened with (its id: never its secret). */
  linkId: number;
  typedName: string;
  /** ISO-8601 UTC, from the Worker's clock. */
  signedAt: string;
  clientAddress: string;
  userAgent: string;
  /** SHA-256 (hex) of the letter's HTML exactly as the signing page showed it. */
  documentHash: string;
  consentVersion: EsignConsentVersion;
}

/** The document hash: the SHA-256 of the exact letter shown, so any later change to it is evident. */
export const letterHash = (letterHtml: string) => sha256Hex(letterHtml);

/** The record of one signature; `typedName` is stored as typed, spaces tidied. */
export async function signatureRecord(input: {
  linkId: number;
  typedName: string;
  at: Date;
  clientAddress: string;
  userAgent: string;
  letterHtml: string;
}): Promise<SignatureRecord> {
  return {
    linkId: input.linkId,
    typedName: input.typedName.trim().replace(/\s+/g, " "),
    signedAt: input.at.toISOString(),
    clientAddress: input.clientAddress,
    userAgent: input.userAgent,
    documentHash: await letterHash(input.letterHtml),
    consentVersion: ESIGN_CONSENT_VERSION,
  };
}
