import type { Database } from "@db/client";
import type { ContactSubmission } from "~/lib/schemas/contact";
import { HONEYPOT_FIELD } from "~/lib/schemas/fields";
import type { NewsletterSubscription } from "~/lib/schemas/newsletter";
import type { TestimonialSubmission } from "~/lib/schemas/testimonial";
import { submitContact } from "./contacts";
import { subscribeToNewsletter } from "./newsletter";
import { submitTestimonial } from "./testimonials";
import { checkThrottle, recordThrottleEvent, type ThrottleRule } from "./throttle";

/**
 * What happens to a visitor's form, for the API routes and the page actions alike: stored,
 * silently discarded (a bot filled the honeypot: it is told "accepted" and learns nothing), or
 * refused because this client sent too many lately.
 */
export type SubmissionOutcome =
  | { kind: "accepted"; id: number | null }
  | { kind: "throttled"; retryAfterSeconds: number };

/** Per client address and per form: generous for people, useless for a flood. */
export const SUBMISSION_RULES = {
  contact: { kind: "submission:contact", limit: 10, windowSeconds: 10 * 60 },
  testimonial: { kind: "submission:testimonial", limit: 10, windowSeconds: 10 * 60 },
  newsletter: { kind: "submission:newsletter", limit: 10, windowSeconds: 10 * 60 },
} satisfies Record<string, ThrottleRule>;

async function receive(
  db: Database,
  rule: ThrottleRule,
  client: string,
  input: { [HONEYPOT_FIELD]?: string | undefined },
  store: () => Promise<number | null>,
): Promise<SubmissionOutcome> {
  const state = await checkThrottle(db, rule, client);
  if (!state.allowed) return { kind: "throttled", retryAfterSeconds: state.retryAfterSeconds };
  await recordThrottleEvent(db, rule, client);
  if (input[HONEYPOT_FIELD]) return { kind: "accepted", id: null };
  return { kind: "accepted", id: await store() };
}

export const receiveContact = (db: Database, input: ContactSubmission, client: string) =>
  receive(db, SUBMISSION_RULES.contact, client, input, async () => (await submitContact(db, input)).id);

export const receiveTestimonial = (db: Database, input: TestimonialSubmission, client: string) =>
  receive(db, SUBMISSION_RULES.testimonial, client, input, async () => (await submitTestimonial(db, input)).id);

export const receiveNewsletterSubscription = (db: Database, input: NewsletterSubscription, client: string) =>
  receive(db, SUBMISSION_RULES.newsletter, client, input, async () => {
    await subscribeToNewsletter(db, input.email);
    return null;
  });
