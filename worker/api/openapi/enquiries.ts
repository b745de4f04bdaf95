import { contacts, newsletterSubscribers } from "@db/schema";
import { CONSENT_EVENTS, CONTACT_STATUSES, EMAIL_KINDS, OUTBOX_STATUSES } from "@domain/constants";
import type { ContactIntake, ContactNote } from "@domain/rows";
import {
  contactExportQuerySchema,
  contactListFilterSchema,
  contactSchema,
  contactStatusSchema,
  contactSubmissionSchema,
} from "@domain/schemas/contact";
import { cursorFields } from "@domain/schemas/cursor";
import { contactAssigneeSchema, contactNoteSchema, resendSchema } from "@domain/schemas/intake";
import {
  newsletterSubscriptionSchema,
  subscriberExportQuerySchema,
  subscriberListFilterSchema,
  subscriberTokenSchema,
} from "@domain/schemas/newsletter";
import { z } from "zod";
import { fullOrStatus, submission } from "./resource";
import {
  BAD_CURSOR_LIST,
  cursorPageOf,
  HUMAN_CHECKED,
  humanCheckHeader,
  idParam,
  jsonSchema,
  ok,
  operations,
  pageParams,
  queryParams,
  ref,
  succeeded,
  THROTTLED,
} from "./shared";
import { describing, isoTime, storedObject } from "./stored";

/** What visitors send the firm: contact enquiries and newsletter subscriptions; staff read them. */

const contact = storedObject(contactSchema, contacts, { date: z.iso.date().describe("The day it arrived.") });
const subscriber = storedObject(newsletterSubscriptionSchema.pick({ email: true }), newsletterSubscribers, {
  unsubscribedAt: isoTime.nullable().describe("Set at the first unsubscribe, kept afterwards."),
  confirmedAt: isoTime.nullable().describe("Set when the address confirmed (double opt-in); only then a subscriber."),
  history: z
    .array(z.object({ event: z.enum(CONSENT_EVENTS), createdAt: isoTime }))
    .describe("The consent record, oldest first: every sign-up, confirmation and unsubscribe, with its date."),
}).omit({ token: true, confirmToken: true });
const note = describing<ContactNote>()(
  z.object({
    id: z.int().min(1),
    contactId: z.int().min(1),
    authorId: z.int().nullable(),
    authorName: z.string(),
    body: z.string(),
    createdAt: isoTime,
  }),
);
const intake = describing<ContactIntake>()(
  z.object({
    notes: z.array(note),
    history: z.array(
      z.object({
        id: z.int().min(1),
        contactId: z.int().min(1),
        status: z.enum(CONTACT_STATUSES),
        changedById: z.int().nullable(),
        changedByName: z.string().nullable().describe("Null: set by the website when the enquiry arrived."),
        createdAt: isoTime,
      }),
    ),
    deliveries: z.array(
      z.object({
        id: z.int().min(1),
        kind: z.enum(EMAIL_KINDS),
        recipient: z.string(),
        status: z.enum(OUTBOX_STATUSES),
        attempts: z.int().min(0),
        lastError: z.string().nullable(),
        sentAt: isoTime.nullable(),
        queuedAt: isoTime,
      }),
    ),
    conflicts: z
      .array(
        z.object({
          id: z.int().min(1),
          name: z.string(),
          subject: z.string(),
          date: z.iso.date(),
          status: z.enum(CONTACT_STATUSES),
          matched: z.array(z.string()),
        }),
      )
      .describe("Earlier enquiries sharing a name or the email: a pre-screen, not a conflict check."),
  }),
);
const badList = { 400: "Bad paging or filter parameters." };
const badCursorList = { 400: BAD_CURSOR_LIST };
const tokenParams = queryParams(subscriberTokenSchema);

function contactPaths() {
  const op = operations("Contacts");
  const stored = { 200: ok("The enquiry.", ref("Contact")) };
  const byId = { admin: true, parameters: [idParam], errors: { 404: "Unknown." } };
  return {
    "/api/contacts/submit": { post: submission("Contacts", "ContactSubmission") },
    "/api/contacts": {
      get: op("List, newest first (search: name, email, subject)", {
        admin: true,
        parameters: pageParams(contactListFilterSchema, cursorFields),
        responses: cursorPageOf("Contact"),
        errors: {
          400: "Bad paging, cursor or filter parameters (after and before together, or a cursor not from a list's header).",
        },
      }),
    },
    "/api/contacts/summary": {
      get: op("How many enquiries are in each state (unread, responded, handled) and in all", {
        admin: true,
        responses: { 200: ok("The counts.", ref("ContactSummary")) },
      }),
    },
    "/api/contacts/export": {
      get: op("Every enquiry the filters match, as a CSV file (UTF-8 with a byte-order mark), newest first", {
        admin: true,
        parameters: queryParams(contactExportQuerySchema),
        responses: {
          200: {
            description:
              "Name, Email, Phone, Subject, Message, Status, Date, Practice Area, Assignee, Other Parties, First Opened (ISO 8601, UTC), Notes (a count); named enquiries-YYYY-MM-DD.csv by the firm's day.",
            content: { "text/csv": { schema: { type: "string" } } },
          },
        },
        errors: badList,
      }),
    },
    "/api/contacts/{id}/intake": {
      get: op("The enquiry's notes, status history, email deliveries and possible conflicts", {
        ...byId,
        responses: { 200: ok("The intake details.", ref("ContactIntake")) },
      }),
    },
    "/api/contacts/{id}/opened": {
      post: op("Staff opened the details (the first time is kept)", { ...byId, responses: stored }),
    },
    "/api/contacts/{id}/assignee": {
      put: op("Assign an attorney from the team, or nobody (null); the attorney gets an email alert", {
        ...byId,
        body: ref("ContactAssignee"),
        responses: stored,
      }),
    },
    "/api/contacts/{id}/notes": {
      post: op("Add an internal note (its author and time are recorded)", {
        ...byId,
        body: ref("ContactNoteInput"),
        responses: { 201: ok("The note.", ref("ContactNote")) },
      }),
    },
    "/api/contacts/{id}/resend": {
      post: op("Send the staff alerts or the acknowledgement again", {
        ...byId,
        body: ref("Resend"),
        responses: { 200: ok("How many emails were queued.", ref("Resent")) },
      }),
    },
    "/api/contacts/{id}": {
      get: op("Read", { ...byId, responses: stored }),
      put: op("Replace (full body), or set the status alone", {
        ...byId,
        body: fullOrStatus("Contact"),
        responses: stored,
      }),
      delete: op("Delete", { ...byId, responses: succeeded("Deleted.") }),
    },
  };
}

function newsletterPaths() {
  const op = operations("Newsletter");
  return {
    "/api/newsletter/subscribe": {
      post: op("Subscribe (the same answer for a new, a repeated and a discarded address)", {
        body: ref("NewsletterSubscription"),
        parameters: [humanCheckHeader],
        responses: succeeded("Subscribed."),
        errors: { ...THROTTLED, ...HUMAN_CHECKED },
      }),
    },
    "/api/newsletter/confirm": {
      post: op("Confirm a subscription (double opt-in): the secret of the emailed link", {
        body: ref("SubscriberToken"),
        responses: {
          200: ok(
            "Confirmed (`alreadyConfirmed: true` when the link had been used: the record gains nothing).",
            ref("Confirmation"),
          ),
        },
        errors: { 404: "No subscriber has this link.", 410: "The address unsubscribed since: subscribe again." },
      }),
    },
    "/api/newsletter/unsubscribe": {
      post: op("One-click unsubscribe (RFC 8058): the List-Unsubscribe address of every newsletter email", {
        parameters: tokenParams,
        responses: succeeded("Unsubscribed."),
        errors: { 400: "No valid token.", 404: "No subscriber has this link." },
      }),
      get: op("The same address opened in a browser: 303 to the page with the unsubscribe button", {
        parameters: tokenParams,
        responses: { 303: { description: "To /newsletter/unsubscribe?token=…" } },
        errors: { 400: "No valid token." },
      }),
    },
    "/api/newsletter": {
      get: op("List subscribers, newest first (search: email)", {
        admin: true,
        parameters: pageParams(subscriberListFilterSchema, cursorFields),
        responses: cursorPageOf("Subscriber"),
        errors: badCursorList,
      }),
    },
    "/api/newsletter/export": {
      get: op("The list as a CSV file (UTF-8 with a byte-order mark): every match of the filters", {
        admin: true,
        parameters: queryParams(subscriberExportQuerySchema),
        responses: {
          200: {
            description: "Email, Status, Signed up, Confirmed, Unsubscribed (ISO 8601 dates, UTC).",
            content: { "text/csv": { schema: { type: "string" } } },
          },
        },
        errors: badList,
      }),
    },
    "/api/newsletter/{id}": {
      delete: op(
        "Remove: erase the address (its row, its link secret, its newsletter emails); its links stop working",
        {
          admin: true,
          parameters: [idParam],
          responses: { 200: ok("Erased.", ref("Success")) },
          errors: { 404: "Unknown." },
        },
      ),
    },
    "/api/newsletter/{id}/unsubscribe": {
      post: op("Unsubscribe (the row is kept as the record of the opt-out)", {
        admin: true,
        parameters: [idParam],
        responses: { 200: ok("The updated subscriber.", ref("Subscriber")) },
        errors: { 404: "Unknown." },
      }),
    },
  };
}

export function enquiriesApi() {
  return {
    paths: { ...contactPaths(), ...newsletterPaths() },
    schemas: {
      ContactInput: jsonSchema(contactSchema, "input"),
      ContactStatus: jsonSchema(contactStatusSchema, "input"),
      ContactSubmission: jsonSchema(contactSubmissionSchema, "input"),
      Contact: jsonSchema(contact, "output"),
      NewsletterSubscription: jsonSchema(newsletterSubscriptionSchema, "input"),
      Subscriber: jsonSchema(subscriber, "output"),
      ContactAssignee: jsonSchema(contactAssigneeSchema, "input"),
      ContactNoteInput: jsonSchema(contactNoteSchema, "input"),
      ContactNote: jsonSchema(note, "output"),
      ContactIntake: jsonSchema(intake, "output"),
      Resend: jsonSchema(resendSchema, "input"),
      ContactSummary: jsonSchema(
        z.object({ total: z.int().min(0), unread: z.int().min(0), responded: z.int().min(0), handled: z.int().min(0) }),
        "output",
      ),
      Resent: jsonSchema(z.object({ success: z.literal(true), queued: z.int().min(0) }), "output"),
      SubscriberToken: jsonSchema(subscriberTokenSchema, "input"),
      Confirmation: jsonSchema(z.object({ success: z.literal(true), alreadyConfirmed: z.boolean() }), "output"),
    },
  };
}
