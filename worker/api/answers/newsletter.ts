import { newsletterSubscribers } from "@db/schema";
import { CONSENT_EVENTS } from "@domain/constants";
import { newsletterSubscriptionSchema } from "@domain/schemas/newsletter";
import { z } from "zod";
import { isoTime } from "../openapi/components/answers";
import { storedObject } from "../openapi/generator/derived";
import { component } from "../openapi/generator/schemas";

/** What /api/newsletter answers, built when the document is: never a link secret. */

export const SUBSCRIBER = component("Subscriber", () =>
  storedObject(newsletterSubscriptionSchema.pick({ email: true }), newsletterSubscribers, {
    unsubscribedAt: isoTime.nullable().describe("Set at the first unsubscribe, kept afterwards."),
    confirmedAt: isoTime.nullable().describe("Set when the address confirmed (double opt-in); only then a subscriber."),
    history: z
      .array(z.object({ event: z.enum(CONSENT_EVENTS), createdAt: isoTime }))
      .describe("The consent record, oldest first: every sign-up, confirmation and unsubscribe, with its date."),
  }).omit({ token: true, confirmToken: true }),
);

export const CONFIRMATION = component("Confirmation", () =>
  z.object({ success: z.literal(true), alreadyConfirmed: z.boolean() }),
);
