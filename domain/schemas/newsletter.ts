import { z } from "zod";
import { SUBSCRIBER_STATUSES } from "../constants";
import { listFilter } from "./admin-fields";
import { HONEYPOT_FIELD, honeypot, requiredEmail } from "./fields";

/** The newsletter boxes: an email (at most 254 characters, fields.ts) and the honeypot. */
export const newsletterSubscriptionSchema = z.object({
  email: requiredEmail(),
  [HONEYPOT_FIELD]: honeypot,
});

export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

/** GET /api/newsletter's `status` filter (subscribed or unsubscribed). */
export const subscriberListFilterSchema = z.object({ status: listFilter("Status", SUBSCRIBER_STATUSES) });

/** The secret of a subscriber's confirm and unsubscribe links (newSubscriberToken: 32 hex digits). */
export const subscriberTokenSchema = z.object({
  token: z.string("This link is not valid.").regex(/^[0-9a-f]{32}$/, "This link is not valid."),
});
