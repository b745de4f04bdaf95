import type { Database } from "@db/client";
import { contacts, testimonials } from "@db/schema";
import type { ContactSubmission } from "@domain/schemas/contact";
import { HONEYPOT_FIELD } from "@domain/schemas/fields";
import type { NewsletterSubscription } from "@domain/schemas/newsletter";
import type { TestimonialSubmission } from "@domain/schemas/testimonial";
import { sql } from "drizzle-orm";
import { submitContact } from "./contacts";
import { subscribeToNewsletter } from "./newsletter";
import { submitTestimonial } from "./testimonials";
import { checkThrottle, recordThrottleEvent, type ThrottleRule } from "./throttle";

/**
 * What happens to a visitor's form, for the API routes and the page actions alike: stored,
 * silently discarded (a bot filled the honeypot: it is told "accepted", with an id like a real
 * one, and learns nothing), or refused because this client sent too many lately.
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

interface Handling {
  store: () => Promise<number | null>;
  /** The answer's id when the submission is discarded: what a stored one would plausibly get. */
  decoyId: () => Promise<number | null>;
}

async function receive(
  db: Database,
  rule: ThrottleRule,
  client: string,
  input: { [HONEYPOT_FIELD]?: string | undefined },
  { store, decoyId }: Handling,
): Promise<SubmissionOutcome> {
  const state = await checkThrottle(db, rule, client);
  if (!state.allowed) return { kind: "throttled", retryAfterSeconds: state.retryAfterSeconds };
  await recordThrottleEvent(db, rule, client);
  if (input[HONEYPOT_FIELD]) return { kind: "accepted", id: await decoyId() };
  return { kind: "accepted", id: await store() };
}

/** The id the next row of the table would most likely get. */
async function nextIdOf(db: Database, table: typeof contacts | typeof testimonials): Promise<number> {
  const [row] = await db.select({ value: sql<number>`coalesce(max(${table.id}), 0) + 1` }).from(table);
  return row?.value ?? 1;
}

export const receiveContact = (db: Database, input: ContactSubmission, client: string) =>
  receive(db, SUBMISSION_RULES.contact, client, input, {
    store: async () => (await submitContact(db, input)).id,
    decoyId: () => nextIdOf(db, contacts),
  });

export const receiveTestimonial = (db: Database, input: TestimonialSubmission, client: string) =>
  receive(db, SUBMISSION_RULES.testimonial, client, input, {
    store: async () => (await submitTestimonial(db, input)).id,
    decoyId: () => nextIdOf(db, testimonials),
  });

/** No id either way: the answer is the same for a new, a repeated and a discarded address. */
export const receiveNewsletterSubscription = (db: Database, input: NewsletterSubscription, client: string) =>
  receive(db, SUBMISSION_RULES.newsletter, client, input, {
    store: async () => {
      await subscribeToNewsletter(db, input.email);
      return null;
    },
    decoyId: async () => null,
  });
