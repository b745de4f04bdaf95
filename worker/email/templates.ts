import { adminContactLink } from "@domain/constants";
import { DEFAULT_ACKNOWLEDGEMENT, DEFAULT_RESPONSE_PROMISE, NO_RELATIONSHIP_NOTICE } from "@domain/messages";
import { possessive } from "@domain/possessive";
import type { EmailKind, FirmSettings } from "@domain/rows";
import { type Attachment, BOOKING_TEMPLATES, type BookingPayloads } from "./booking-templates";
import { ENGAGEMENT_TEMPLATES, type EngagementPayloads } from "./engagement-templates";
import { QUESTIONNAIRE_TEMPLATES, type QuestionnairePayloads } from "./questionnaire-templates";
import { SECURITY_TEMPLATES, type SecurityPayloads } from "./security-templates";
import type { StoredFile } from "./stored-files";

/**
 * What each kind of email says: its payload (stored on the outbox row) and how it reads. Rendered
 * when sent, so the firm's current name and phone go out. Every text an email shows lives here.
 */

interface EnquiryDetails {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  practiceArea: string | null;
  otherParties: string | null;
}

export interface EmailPayloads extends BookingPayloads, SecurityPayloads, QuestionnairePayloads, EngagementPayloads {
  /** To each notification address: a new enquiry, Reply-To the visitor. */
  staff_alert: { siteUrl: string; enquiry: EnquiryDetails };
  /** To the visitor: the firm received the enquiry. */
  acknowledgement: { name: string; subject: string };
  /** To each notification address: a testimonial waits for moderation. */
  testimonial_alert: { siteUrl: string; name: string; rating: number; service: string | null; content: string };
  /** To a new subscriber: confirm (double opt-in); carries the one-click unsubscribe. */
  newsletter_confirm: { confirmUrl: string; unsubscribeUrl: string };
  /** To the attorney an enquiry was assigned to. */
  assignment_alert: { siteUrl: string; attorneyName: string; subject: string; assignedBy: string };
  /** To a new staff member: the link that sets their password (staff feature). */
  staff_invite: { link: string; name: string; invitedBy: string; expiresInHours: number };
  /** To a staff member who asked: the link that resets their password (auth feature). */
  password_reset: { link: string; expiresInMinutes: number };
}

export interface RenderedEmail {
  subject: string;
  text: string;
  replyTo?: { email: string; name: string };
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Files sent with it (a booking's .ics invitation). */
  attachments?: Attachment[];
  /** Files kept in R2 (a signed letter's PDF), attached when the email is sent (stored-files.ts). */
  storedFiles?: StoredFile[];
}

export interface TemplateContext {
  firm: FirmSettings;
  /** The id of what the email is about (the outbox row's ref), e.g. the enquiry. */
  refId: number | null;
}

type Templates = { [K in EmailKind]: (payload: EmailPayloads[K], context: TemplateContext) => RenderedEmail };

const firmName = (firm: FirmSettings) => firm.firmName || "The firm";
const lines = (...parts: (string | null | false | undefined)[]) =>
  parts.filter((p) => p !== null && p !== false && p !== undefined).join("\n");

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

export const EMAIL_TEMPLATES: Templates = {
  staff_alert: ({ siteUrl, enquiry }, { refId }) => ({
    subject: `New enquiry: ${enquiry.subject}`,
    replyTo: { email: enquiry.email, name: enquiry.name },
    text: lines(
      `${enquiry.name} <${enquiry.email}> sent an enquiry through the website.`,
      "",
      `Practice area: ${enquiry.practiceArea ?? "Not specified"}`,
      enquiry.phone && `Phone: ${enquiry.phone}`,
      enquiry.otherParties && `Other parties involved: ${enquiry.otherParties}`,
      `Subject: ${enquiry.subject}`,
      "",
      enquiry.message,
      "",
      refId !== null && `Open it in the back office: ${siteUrl}${adminContactLink(refId)}`,
      "Reply to this email to answer the visitor directly.",
    ),
  }),

  acknowledgement: ({ name, subject }, { firm }) => ({
    subject: `We received your enquiry: ${subject}`,
    text: lines(
      fill(firm.acknowledgementText || DEFAULT_ACKNOWLEDGEMENT, {
        name,
        firm: firmName(firm),
        phone: firm.phone,
        promise: firm.responsePromise || DEFAULT_RESPONSE_PROMISE,
      }),
      "",
      NO_RELATIONSHIP_NOTICE,
      firm.phone && `If your matter is urgent, please call us on ${firm.phone}.`,
      "",
      firmName(firm),
    ),
  }),

  testimonial_alert: ({ siteUrl, name, rating, service, content }) => ({
    subject: `New testimonial from ${name} awaits moderation`,
    text: lines(
      `${name} left a ${rating}-star testimonial${service ? ` (${service})` : ""}. It is not published until approved.`,
      "",
      content,
      "",
      `Moderate it in the back office: ${siteUrl}/admin/testimonials`,
    ),
  }),

  newsletter_confirm: ({ confirmUrl, unsubscribeUrl }, { firm }) => ({
    subject: `Please confirm your subscription to ${possessive(firmName(firm))} newsletter`,
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    text: lines(
      `Someone (we hope you) asked to receive ${possessive(firmName(firm))} newsletter at this address.`,
      "",
      `Confirm your subscription: ${confirmUrl}`,
      "",
      "If it was not you, ignore this email and you will not hear from us again.",
      `Unsubscribe: ${unsubscribeUrl}`,
    ),
  }),

  assignment_alert: ({ siteUrl, attorneyName, subject, assignedBy }, { refId }) => ({
    subject: `Enquiry assigned to you: ${subject}`,
    text: lines(
      `Dear ${attorneyName},`,
      "",
      `${assignedBy} assigned you the enquiry "${subject}".`,
      refId !== null && `Open it in the back office: ${siteUrl}${adminContactLink(refId)}`,
    ),
  }),

  staff_invite: ({ link, name, invitedBy, expiresInHours }, { firm }) => ({
    subject: `You are invited to ${possessive(firmName(firm))} back office`,
    text: lines(
      `Dear ${name},`,
      "",
      `${invitedBy} invited you to the back office of ${possessive(firmName(firm))} website.`,
      "",
      `Choose your password here (the link works for ${expiresInHours} hours): ${link}`,
    ),
  }),

  password_reset: ({ link, expiresInMinutes }, { firm }) => ({
    subject: `Reset your password for ${possessive(firmName(firm))} back office`,
    text: lines(
      `Reset your password here (the link works for ${expiresInMinutes} minutes): ${link}`,
      "",
      "If you did not ask for this, ignore this email: your password stays as it is.",
    ),
  }),
  ...BOOKING_TEMPLATES,
  ...SECURITY_TEMPLATES,
  ...QUESTIONNAIRE_TEMPLATES,
  ...ENGAGEMENT_TEMPLATES,
};
