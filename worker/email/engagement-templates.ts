import { adminContactLink } from "@domain/constants";
import type { FirmSettings } from "@domain/rows";
import { formatInZone } from "@domain/time-format";
import type { StoredFile } from "./stored-files";

/** The emails of engagement letters (issue 41): the client's signing link, and the signed PDF. */

export interface EngagementPayloads {
  /** To the client: the letter's secret signing link and when it stops working. */
  engagement_letter_request: { link: string; name: string; attorney: string; practiceArea: string; expiresAt: string };
  /** To the client and to the responsible attorney: the signed letter, its PDF attached (kept in R2). */
  engagement_letter_signed: {
    siteUrl: string;
    clientName: string;
    attorney: string;
    practiceArea: string;
    signedAt: string;
    pdfKey: string;
    audience: "client" | "attorney";
  };
}

type Rendered = { subject: string; text: string; storedFiles?: StoredFile[] };
type Context = { firm: FirmSettings; refId: number | null };

const firmName = (firm: FirmSettings) => firm.firmName || "The firm";

export const ENGAGEMENT_TEMPLATES: {
  [K in keyof EngagementPayloads]: (payload: EngagementPayloads[K], context: Context) => Rendered;
} = {
  engagement_letter_request: ({ link, name, attorney, practiceArea, expiresAt }, { firm }) => ({
    subject: `${firmName(firm)}: your engagement letter to sign`,
    text: [
      `Dear ${name},`,
      "",
      `Thank you for choosing us. ${attorney} has prepared your engagement letter for your ${practiceArea.toLowerCase()} matter.`,
      "Please read it and, if you agree, sign it online here:",
      link,
      "",
      `The link is personal to you and works until ${formatInZone(expiresAt, firm.timeZone)}; please do not forward it.`,
      "You may ask for a paper copy instead at any time.",
      firm.phone ? `Questions? Call us on ${firm.phone}.` : "",
      "",
      firmName(firm),
    ].join("\n"),
  }),

  engagement_letter_signed: ({ siteUrl, clientName, signedAt, pdfKey, audience }, { firm, refId }) => ({
    subject:
      audience === "client"
        ? `${firmName(firm)}: your signed engagement letter`
        : `Engagement letter signed: ${clientName}`,
    text: (audience === "client"
      ? [
          `Dear ${clientName},`,
          "",
          `Thank you: you signed your engagement letter on ${formatInZone(signedAt, firm.timeZone)}.`,
          "Your copy is attached as a PDF, with a certificate page recording your signature. Please keep it.",
          `Questions, or a paper copy? Contact us: ${siteUrl}/contact`,
          "",
          firmName(firm),
        ]
      : [
          `${clientName} signed the engagement letter on ${formatInZone(signedAt, firm.timeZone)}; the signed PDF is attached.`,
          refId !== null ? `The enquiry is now retained: ${siteUrl}${adminContactLink(refId)}` : "",
        ]
    ).join("\n"),
    storedFiles: [{ key: pdfKey, filename: "engagement-letter.pdf", type: "application/pdf" }],
  }),
};
