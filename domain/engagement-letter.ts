/**
 * An engagement letter sent for an enquiry (issue 41): staff prepare it from the area's template,
 * send it (a client link), may withdraw it before it is signed; the client signs it once. A signed
 * letter never changes again (the data layer refuses, a trigger too).
 */
export const ENGAGEMENT_LETTER_STATES = ["draft", "sent", "withdrawn", "signed"] as const;
export type EngagementLetterState = (typeof ENGAGEMENT_LETTER_STATES)[number];

/** Longest scope and fee terms staff may write (each a merge field of the letter). */
export const LETTER_TERMS_MAX = 5_000;
/** Longest typed name a client may sign with. */
export const SIGNER_NAME_MAX = 100;

/** An enquiry's letter as staff read it (the signature record once signed). */
export interface StaffEngagementLetter {
  id: number;
  contactId: number;
  state: EngagementLetterState;
  practiceArea: string;
  responsibleAttorney: string;
  scope: string;
  feeTerms: string;
  /** The template as staff edit it (merge fields unfilled); only a draft's changes. */
  body: string;
  /** The letter filled: what the client is shown (frozen when sent). */
  html: string;
  createdAt: string;
  sentAt: string | null;
  withdrawnAt: string | null;
  signedAt: string | null;
  expiresAt: string | null;
  signerName: string | null;
  signerAddress: string | null;
  signerUserAgent: string | null;
  documentHash: string | null;
  consentVersion: number | null;
  hasPdf: boolean;
}
