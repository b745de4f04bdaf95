import type { EngagementLetterState } from "@domain/engagement-letter";

/** Texts only the enquiry details' engagement-letter section shows (issue 41); answers are domain/letter-messages.ts. */
export const LETTER_SCREEN = {
  section: "Engagement letter",
  none: "No engagement letter yet. Preparing one fills the practice area's template from this enquiry.",
  prepare: "Prepare engagement letter",
  preparing: "Preparing...",
  title: (area: string) => `Engagement letter: ${area}`,
  scope: "Scope of the engagement",
  scopeHint: "Fills {{scope}} in the letter.",
  feeTerms: "Fee terms",
  feeTermsHint: "Fills {{fee_terms}} in the letter.",
  body: "Letter",
  save: "Save draft",
  saving: "Saving...",
  send: "Send to client",
  sending: "Sending...",
  withdraw: "Withdraw",
  withdrawing: "Withdrawing...",
  download: "Download signed PDF",
  preview: "The letter as the client reads it",
  draftNote: "A draft: the client sees nothing until it is sent.",
  sentNote: (sent: string, until: string | null) =>
    until ? `Sent ${sent}; the signing link works until ${until}.` : `Sent ${sent}.`,
  withdrawnNote: (when: string) => `Withdrawn on ${when}: its link no longer opens.`,
  signedNote: (when: string, name: string) => `Signed on ${when} by ${name}.`,
  documentHash: "Document SHA-256",
  consentVersion: (version: number) => `ESIGN consent version ${version}.`,
  loadFailed: "Failed to load the enquiry's engagement letters",
} as const;

/** Each state as its badge names it. */
export const LETTER_STATE_LABELS: Record<EngagementLetterState, string> = {
  draft: "Draft",
  sent: "Sent",
  withdrawn: "Withdrawn",
  signed: "Signed",
};
