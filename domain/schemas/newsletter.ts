import { z } from "zod";
import { SUBSCRIBER_STATES } from "../constants";
import { listFilter } from "./admin-fields";
import { HONEYPOT_FIELD, honeypot, requiredEmail } from "./fields";
import { pageQuerySchema } from "./paging";

/** The newsletter boxes: an email (at most 254 characters, fields.ts) and the honeypot. */
export const newsletterSubscriptionSchema = z.object({
  email: requiredEmail(),
  [HONEYPOT_FIELD]: honeypot,
});

export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

/**
 * GET /api/newsletter's and its CSV export's `status` filter: "subscribed" (confirmed), "pending"
 * (signed up, not confirmed) or "unsubscribed".
 */
export const subscriberListFilterSchema = z.object({ status: listFilter("Status", SUBSCRIBER_STATES) });

/** GET /api/newsletter/export: the list's filters without paging (the file holds every match). */
export const subscriberExportQuerySchema = subscriberListFilterSchema.extend({ search: pageQuerySchema.shape.search });

/** The secret of a subscriber's confirm and unsubscribe links (newSubscriberToken: 32 hex digits). */
export const subscriberTokenSchema = z.object({
  token: z.string("This link is not valid.").regex(/^[0-9a-f]{32}$/, "This link is not valid."),
});
