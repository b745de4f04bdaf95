import { adminContactLink } from "@domain/constants";
import type { FirmSettings } from "@domain/rows";
import { formatInZone } from "@domain/time-format";

/** The emails of client questionnaires (issue 41): the client's secret link, and staff's alert on submit. */

export interface QuestionnairePayloads {
  /** To the client: the questionnaire's secret link and when it stops working. */
  questionnaire_request: { link: string; name: string; title: string; expiresAt: string };
  /** To the enquiry's attorney and the staff alert addresses: the client submitted the answers. */
  questionnaire_submitted: { siteUrl: string; clientName: string; title: string; subject: string };
}

type Rendered = { subject: string; text: string };
type Context = { firm: FirmSettings; refId: number | null };

const firmName = (firm: FirmSettings) => firm.firmName || "The firm";

export const QUESTIONNAIRE_TEMPLATES: {
  [K in keyof QuestionnairePayloads]: (payload: QuestionnairePayloads[K], context: Context) => Rendered;
} = {
  questionnaire_request: ({ link, name, title, expiresAt }, { firm }) => ({
    subject: `${firmName(firm)}: a few questions before we meet`,
    text: [
      `Dear ${name},`,
      "",
      `To prepare your matter, please answer our ${title.toLowerCase()} here:`,
      link,
      "",
      "You can save your answers and come back later with the same link.",
      `The link is personal to you and works until ${formatInZone(expiresAt, firm.timeZone)}; please do not forward it.`,
      firm.phone ? `Questions? Call us on ${firm.phone}.` : "",
      "",
      firmName(firm),
    ].join("\n"),
  }),

  questionnaire_submitted: ({ siteUrl, clientName, title, subject }, { refId }) => ({
    subject: `Questionnaire submitted: ${clientName}`,
    text: [
      `${clientName} submitted the ${title.toLowerCase()} for the enquiry "${subject}".`,
      refId !== null ? `Read the answers in the back office: ${siteUrl}${adminContactLink(refId)}` : "",
    ].join("\n"),
  }),
};
