import { type ConsultationMode, MODE_LABELS } from "@domain/booking";
import { adminContactLink } from "@domain/constants";
import { buildInvitation } from "@domain/ics";
import type { FirmSettings } from "@domain/rows";
import { formatInZone } from "@domain/time-format";

/** What every booking email says: stored on the outbox row, rendered (with its .ics) when sent. */
export interface BookingEmailPayload {
  bookingId: number;
  /** The calendar UID: one per booking, however often it moves. */
  uid: string;
  sequence: number;
  startAt: string;
  endAt: string;
  typeName: string;
  mode: ConsultationMode | null;
  attorneyName: string;
  attorneyEmail: string | null;
  visitorName: string;
  visitorEmail: string;
  /** The zone the recipient reads times in (the visitor's, or the firm's for staff). */
  zone: string;
  siteUrl: string;
  /** The visitor's manage link (reschedule, cancel); null in staff emails. */
  manageUrl: string | null;
  /** The consultation's fee as staff wrote it; absent on rows queued before it was carried. */
  priceNote?: string;
  /** Where a video consultation is joined (the attorney's room or the firm's); null otherwise. */
  meetingUrl?: string | null;
  /** "booked", "moved" or "reminder": the wording of a REQUEST. */
  event: "booked" | "moved" | "reminder";
}

export interface BookingPayloads {
  booking_confirmation: BookingEmailPayload;
  booking_alert: BookingEmailPayload;
  booking_cancelled: BookingEmailPayload;
  booking_reminder: BookingEmailPayload;
}

export interface Attachment {
  content: string;
  filename: string;
  type: string;
  disposition: "attachment";
}

const firmName = (firm: FirmSettings) => firm.firmName || "The firm";

const when = (p: BookingEmailPayload) => formatInZone(p.startAt, p.zone);

const base64 = (text: string) => {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** The booking's invitation (REQUEST) or its withdrawal (CANCEL), the firm as organizer. */
export function invitationOf(p: BookingEmailPayload, firm: FirmSettings, method: "REQUEST" | "CANCEL"): Attachment {
  const ics = buildInvitation({
    method,
    uid: p.uid,
    sequence: p.sequence,
    start: p.startAt,
    end: p.endAt,
    stamp: new Date().toISOString(),
    summary: `${p.typeName}: ${p.visitorName} with ${p.attorneyName}`,
    description: [
      p.mode && MODE_LABELS[p.mode],
      p.meetingUrl && joinLine(p.meetingUrl),
      p.manageUrl && `Reschedule or cancel: ${p.manageUrl}`,
    ]
      .filter(Boolean)
      .join("\n"),
    location: p.meetingUrl || (p.mode === "in-person" ? firm.address : p.mode ? MODE_LABELS[p.mode] : ""),
    url: p.meetingUrl,
    organizer: { name: firmName(firm), email: firm.email },
    attendees: [
      { name: p.visitorName, email: p.visitorEmail },
      ...(p.attorneyEmail ? [{ name: p.attorneyName, email: p.attorneyEmail }] : []),
    ],
  });
  return {
    content: base64(ics),
    filename: method === "CANCEL" ? "cancelled.ics" : "invite.ics",
    type: `text/calendar; charset=utf-8; method=${method}`,
    disposition: "attachment",
  };
}

const joinLine = (url: string) => `Join the video meeting: ${url}`;

const details = (p: BookingEmailPayload) => [
  `When: ${when(p)}`,
  `What: ${p.typeName}${p.mode ? `, ${MODE_LABELS[p.mode].toLowerCase()}` : ""}`,
  `With: ${p.attorneyName}`,
  ...(p.priceNote ? [`Fee: ${p.priceNote}`] : []),
  ...(p.meetingUrl ? [joinLine(p.meetingUrl)] : []),
];

type Rendered = { subject: string; text: string; attachments: Attachment[] };
/** The row's ref is the booking's enquiry: its id is the back-office link. */
type Render = (p: BookingEmailPayload, context: { firm: FirmSettings; refId: number | null }) => Rendered;

const join = (...parts: (string | null | false | undefined)[]) =>
  parts.filter((x) => x !== null && x !== false && x !== undefined).join("\n");

export const BOOKING_TEMPLATES: Record<keyof BookingPayloads, Render> = {
  booking_confirmation: (p, { firm }) => ({
    subject:
      p.event === "moved" ? `Your consultation has moved: ${when(p)}` : `Your consultation is booked: ${when(p)}`,
    text: join(
      `Dear ${p.visitorName},`,
      "",
      p.event === "moved" ? "Your consultation has a new time:" : "Thank you. Your consultation is booked:",
      ...details(p),
      "",
      "The attached invitation adds it to your calendar.",
      p.manageUrl && `To reschedule or cancel: ${p.manageUrl}`,
      firm.phone && `Questions? Call us on ${firm.phone}.`,
      "",
      firmName(firm),
    ),
    attachments: [invitationOf(p, firm, "REQUEST")],
  }),
  booking_alert: (p, { firm, refId }) => ({
    subject: `${p.event === "moved" ? "Consultation moved" : "New consultation"}: ${p.visitorName}, ${when(p)}`,
    text: join(
      `${p.visitorName} <${p.visitorEmail}> ${p.event === "moved" ? "has a new time" : "booked a consultation"}.`,
      ...details(p),
      refId !== null && `The enquiry in the back office: ${p.siteUrl}${adminContactLink(refId)}`,
    ),
    attachments: [invitationOf(p, firm, "REQUEST")],
  }),
  booking_cancelled: (p, { firm }) => ({
    subject: `Consultation cancelled: ${when(p)}`,
    text: join(
      `The consultation of ${p.visitorName} with ${p.attorneyName} is cancelled.`,
      ...details(p),
      "",
      `To book again: ${p.siteUrl}/book`,
      firm.phone && `Or call us on ${firm.phone}.`,
      firmName(firm),
    ),
    attachments: [invitationOf(p, firm, "CANCEL")],
  }),
  booking_reminder: (p, { firm }) => ({
    subject: `Reminder: your consultation ${when(p)}`,
    text: join(
      `Dear ${p.visitorName},`,
      "",
      "A reminder of your consultation tomorrow:",
      ...details(p),
      "To reschedule or cancel, use the link in your confirmation email or call us.",
      "",
      firmName(firm),
    ),
    attachments: [],
  }),
};
