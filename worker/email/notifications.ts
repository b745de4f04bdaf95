import type { FirmSettings } from "@domain/rows";
import type { SQL } from "drizzle-orm";
import type { OutboxEmail } from "./outbox";
import type { EmailPayloads } from "./templates";

/** Who gets which email when something happens on the site: the outbox rows each event writes. */

type Ref = { type: string; id: number | SQL };

/** The staff alert addresses of Settings, or the firm email when none are set. */
export function staffRecipients(firm: FirmSettings): string[] {
  const listed = firm.notificationEmails.length > 0 ? firm.notificationEmails : [firm.email];
  return [...new Set(listed.map((address) => address.trim().toLowerCase()).filter(Boolean))];
}

/** A new enquiry: an alert to each staff address (Reply-To the visitor) and the visitor's acknowledgement. */
export function enquiryEmails(
  firm: FirmSettings,
  submission: string,
  ref: Ref,
  payload: EmailPayloads["staff_alert"],
): OutboxEmail[] {
  const { enquiry } = payload;
  return [
    ...staffRecipients(firm).map(
      (to): OutboxEmail => ({ kind: "staff_alert", to, key: `contact:${submission}:staff_alert:${to}`, ref, payload }),
    ),
    {
      kind: "acknowledgement",
      to: enquiry.email,
      key: `contact:${submission}:acknowledgement`,
      ref,
      payload: { name: enquiry.name, subject: enquiry.subject },
    },
  ];
}

/** A new testimonial: each staff address hears that it waits for moderation. */
export function testimonialEmails(
  firm: FirmSettings,
  submission: string,
  ref: Ref,
  payload: EmailPayloads["testimonial_alert"],
): OutboxEmail[] {
  return staffRecipients(firm).map((to) => ({
    kind: "testimonial_alert",
    to,
    key: `testimonial:${submission}:testimonial_alert:${to}`,
    ref,
    payload,
  }));
}

/** The newsletter's confirm and one-click unsubscribe addresses for a subscriber's secret. */
export function newsletterLinks(siteUrl: string, secrets: { token: string; confirmToken: string }) {
  const query = `token=${encodeURIComponent(secrets.token)}`;
  return {
    confirmUrl: `${siteUrl}/newsletter/confirm?token=${encodeURIComponent(secrets.confirmToken)}`,
    /** RFC 8058: a POST here unsubscribes at once (List-Unsubscribe-Post: List-Unsubscribe=One-Click). */
    unsubscribeUrl: `${siteUrl}/api/newsletter/unsubscribe?${query}`,
  };
}
