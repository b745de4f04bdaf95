import { z } from "zod";
import { HONEYPOT_FIELD, honeypot, requiredEmail } from "./fields";

export const newsletterSubscriptionSchema = z.object({
  email: requiredEmail(),
  [HONEYPOT_FIELD]: honeypot,
});

export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;
