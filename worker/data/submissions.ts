import { contacts, newsletterSubscribers, testimonials } from "@db/schema";
import { FIELD_MESSAGES } from "@domain/messages";
import type { ContactSubmission } from "@domain/schemas/contact";
import { HONEYPOT_FIELD } from "@domain/schemas/fields";
import type { NewsletterSubscription } from "@domain/schemas/newsletter";
import type { TestimonialSubmission } from "@domain/schemas/testimonial";
import { type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { enquiryEmails, newsletterLinks, testimonialEmails } from "../email/notifications";
import { dispatchOutbox, justInsertedId, type OutboxEmail, outboxIds, outboxInsert } from "../email/outbox";
import type { AppEnv } from "../env";
import { clientLimitKey, limitSubject } from "../http/client-address";
import { contactInsert, enquiryFields } from "./contacts";
import { isEnquiryArea } from "./enquiry-areas";
import { statusChangeInsert } from "./intake";
import { findSubscriber, newSubscriberToken, recordSignUp, subscribeInsert } from "./newsletter";
import { readFirmSettings } from "./settings";
import { testimonialInsert } from "./testimonials";
import { admit, type ThrottleRule, visitorCharges } from "./throttle";

/**
 * What happens to a visitor's form, for the API routes and the page actions alike: stored together
 * with the emails it causes (one D1 batch, then the queue), silently discarded (a bot filled the
 * honeypot: it is told "accepted", with an id like a real one, and learns nothing), or refused
 * because this client sent too many lately.
 */
export type SubmissionOutcome =
  | { kind: "accepted"; id: number | null }
  | { kind: "throttled"; retryAfterSeconds: number }
  | { kind: "invalid"; fieldErrors: Record<string, string[]> };

/**
 * Who sent a form: the key its limits count (worker/http/client-address.ts; null when the request
 * carries no usable address). Links in its emails come from PUBLIC_ORIGIN, never from the request.
 */
export interface Visitor {
  client: string | null;
}

export const visitorOf = (request: Request): Visitor => ({ client: clientLimitKey(request) });

/** Per client address and per form: generous for people, useless for a flood. */
export const SUBMISSION_RULES = {
  contact: { kind: "submission:contact", limit: 10, windowSeconds: 10 * 60 },
  testimonial: { kind: "submission:testimonial", limit: 10, windowSeconds: 10 * 60 },
  newsletter: { kind: "submission:newsletter", limit: 10, windowSeconds: 10 * 60 },
} satisfies Record<string, ThrottleRule>;

interface Handling {
  /** What the schema cannot know (which choices the firm offers now): field errors, or null. */
  refuse?: () => Promise<Record<string, string[]> | null>;
  store: () => Promise<number | null>;
  /** The answer's id when the submission is discarded: what a stored one would plausibly get. */
  decoyId: () => Promise<number | null>;
}

async function receive(
  app: AppEnv,
  rule: ThrottleRule,
  visitor: Visitor,
  input: { [HONEYPOT_FIELD]?: string | undefined },
  { refuse, store, decoyId }: Handling,
): Promise<SubmissionOutcome> {
  const fieldErrors = refuse ? await refuse() : null;
  if (fieldErrors) return { kind: "invalid", fieldErrors };
  const subject = limitSubject(app, visitor.client);
  if (subject === null) return { kind: "throttled", retryAfterSeconds: rule.windowSeconds };
  const admission = await admit(app.db, visitorCharges(rule, subject));
  if (!admission.admitted) return { kind: "throttled", retryAfterSeconds: admission.retryAfterSeconds };
  if (input[HONEYPOT_FIELD]) return { kind: "accepted", id: await decoyId() };
  return { kind: "accepted", id: await store() };
}

/** The id the next row of the table would most likely get. */
async function nextIdOf(app: AppEnv, table: typeof contacts | typeof testimonials): Promise<number> {
  const [row] = await app.db.select({ value: sql<number>`coalesce(max(${table.id}), 0) + 1` }).from(table);
  return row?.value ?? 1;
}

/**
 * Writes the submission's row and its outbox rows in one batch (one transaction: both or neither),
 * then queues the emails. Answers the row's id (`[{ id }]` of the first statement).
 */
async function storeWithEmails(
  app: AppEnv,
  row: BatchItem<"sqlite">,
  emails: OutboxEmail[],
  alongside: BatchItem<"sqlite">[] = [],
): Promise<number | null> {
  const [inserted, ...rest] = await app.db.batch([
    row,
    ...alongside,
    ...emails.map((email) => outboxInsert(app.db, email)),
  ]);
  await dispatchOutbox(app, outboxIds(rest.slice(alongside.length)));
  return (inserted as { id: number }[] | undefined)?.[0]?.id ?? null;
}

export const receiveContact = (app: AppEnv, input: ContactSubmission, visitor: Visitor) =>
  receive(app, SUBMISSION_RULES.contact, visitor, input, {
    refuse: async () =>
      input.practiceArea && !(await isEnquiryArea(app.db, input.practiceArea))
        ? { practiceArea: [FIELD_MESSAGES.choice("Practice area")] }
        : null,
    store: async () => {
      const firm = await readFirmSettings(app.db);
      const enquiry = enquiryFields(input);
      const ref = { type: "contact", id: justInsertedId(contacts) };
      const emails = enquiryEmails(firm, crypto.randomUUID(), ref, { siteUrl: app.publicOrigin, enquiry });
      // The status history starts with "unread", set by the website (no staff member).
      const arrival = statusChangeInsert(app.db, justInsertedId(contacts), "unread", null);
      return storeWithEmails(app, contactInsert(app.db, input), emails, [arrival]);
    },
    decoyId: () => nextIdOf(app, contacts),
  });

export const receiveTestimonial = (app: AppEnv, input: TestimonialSubmission, visitor: Visitor) =>
  receive(app, SUBMISSION_RULES.testimonial, visitor, input, {
    store: async () => {
      const firm = await readFirmSettings(app.db);
      const ref = { type: "testimonial", id: justInsertedId(testimonials) };
      const emails = testimonialEmails(firm, crypto.randomUUID(), ref, {
        siteUrl: app.publicOrigin,
        name: input.name,
        rating: input.rating,
        service: input.service ?? null,
        content: input.content,
      });
      return storeWithEmails(app, testimonialInsert(app.db, input), emails);
    },
    decoyId: () => nextIdOf(app, testimonials),
  });

/**
 * No id either way: the answer is the same for a new, a repeated and a discarded address. A new,
 * pending or unsubscribed address gets a confirmation link (double opt-in); a confirmed one nothing.
 */
export const receiveNewsletterSubscription = (app: AppEnv, input: NewsletterSubscription, visitor: Visitor) =>
  receive(app, SUBMISSION_RULES.newsletter, visitor, input, {
    store: async () => {
      const email = input.email.toLowerCase();
      const existing = await findSubscriber(app.db, email);
      if (existing?.status === "subscribed" && existing.confirmedAt) return null;
      const token = existing?.token ?? newSubscriberToken();
      // A link sent before an unsubscribe must not confirm the new sign-up: it gets a new secret.
      const signsUpAnew = !existing || existing.status === "unsubscribed";
      const confirmToken = (!signsUpAnew && existing.confirmToken) || newSubscriberToken();
      const subscriberId: SQL = sql`(SELECT ${newsletterSubscribers.id} FROM ${newsletterSubscribers} WHERE ${newsletterSubscribers.email} = ${email})`;
      const signUp = signsUpAnew ? [recordSignUp(app.db, email)] : [];
      await storeWithEmails(
        app,
        subscribeInsert(app.db, email, token, confirmToken),
        [
          {
            kind: "newsletter_confirm",
            to: email,
            key: `newsletter:${crypto.randomUUID()}:newsletter_confirm`,
            ref: { type: "subscriber", id: subscriberId },
            payload: newsletterLinks(app.publicOrigin, { token, confirmToken }),
          },
        ],
        signUp,
      );
      return null;
    },
    decoyId: async () => null,
  });
