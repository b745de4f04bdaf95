import { contacts, newsletterSubscribers } from "@db/schema";
import {
  contactListFilterSchema,
  contactSchema,
  contactStatusSchema,
  contactSubmissionSchema,
} from "@domain/schemas/contact";
import { newsletterSubscriptionSchema, subscriberListFilterSchema } from "@domain/schemas/newsletter";
import { z } from "zod";
import { fullOrStatus, submission } from "./resource";
import {
  HUMAN_CHECKED,
  humanCheckHeader,
  idParam,
  jsonSchema,
  ok,
  operations,
  pageOf,
  pageParams,
  ref,
  THROTTLED,
} from "./shared";
import { isoTime, storedObject } from "./stored";

/** What visitors send the firm: contact enquiries and newsletter subscriptions; staff read them. */

const contact = storedObject(contactSchema, contacts, { date: z.iso.date().describe("The day it arrived.") });
const subscriber = storedObject(newsletterSubscriptionSchema.pick({ email: true }), newsletterSubscribers, {
  unsubscribedAt: isoTime.nullable().describe("Set at the first unsubscribe, kept afterwards."),
});
const badList = { 400: "Bad paging or filter parameters." };

function contactPaths() {
  const op = operations("Contacts");
  const stored = { 200: ok("The enquiry.", ref("Contact")) };
  const byId = { admin: true, parameters: [idParam], errors: { 404: "Unknown." } };
  return {
    "/api/contacts/submit": { post: submission("Contacts", "ContactSubmission") },
    "/api/contacts": {
      get: op("List, newest first (search: name, email, subject)", {
        admin: true,
        parameters: pageParams(contactListFilterSchema),
        responses: pageOf("Contact"),
        errors: badList,
      }),
    },
    "/api/contacts/{id}": {
      get: op("Read", { ...byId, responses: stored }),
      put: op("Replace (full body), or set the status alone", {
        ...byId,
        body: fullOrStatus("Contact"),
        responses: stored,
      }),
      delete: op("Delete", { ...byId, responses: { 200: ok("Deleted.", ref("Success")) } }),
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
        responses: { 200: ok("Subscribed.", ref("Success")) },
        errors: { ...THROTTLED, ...HUMAN_CHECKED },
      }),
    },
    "/api/newsletter": {
      get: op("List subscribers, newest first (search: email)", {
        admin: true,
        parameters: pageParams(subscriberListFilterSchema),
        responses: pageOf("Subscriber"),
        errors: badList,
      }),
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
    },
  };
}
