import { contacts } from "@db/schema";
import { BOOKING_EVENTS } from "@domain/booking";
import { CONTACT_STATUSES, EMAIL_KINDS, ENQUIRY_STATES, OUTBOX_STATUSES } from "@domain/constants";
import { QUESTION_TYPES, QUESTIONNAIRE_STATES } from "@domain/questionnaire";
import type { ContactIntake, ContactNote } from "@domain/rows";
import { contactSchema } from "@domain/schemas/contact";
import { z } from "zod";
import { isoTime } from "../openapi/components/answers";
import { describing, storedObject } from "../openapi/generator/derived";
import { component } from "../openapi/generator/schemas";
import { staffDocument } from "./documents";

/** What the enquiry routes answer (/api/contacts, its intake workflow), built when the document is. */

export const CONTACT = component("Contact", () =>
  storedObject(contactSchema, contacts, { date: z.iso.date().describe("The day it arrived.") }),
);

export const CONTACT_SUMMARY = component("ContactSummary", () =>
  z.object({ total: z.int().min(0), ...Object.fromEntries(ENQUIRY_STATES.map((state) => [state, z.int().min(0)])) }),
);

const note = () =>
  describing<ContactNote>()(
    z.object({
      id: z.int().min(1),
      contactId: z.int().min(1),
      authorId: z.int().nullable(),
      authorName: z.string(),
      body: z.string(),
      createdAt: isoTime,
    }),
  );

export const CONTACT_NOTE = component("ContactNote", note);

export const CONTACT_INTAKE = component("ContactIntake", () =>
  describing<ContactIntake>()(
    z.object({
      notes: z.array(note()),
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
      bookingHistory: z
        .array(
          z.object({
            id: z.int().min(1),
            event: z.enum(BOOKING_EVENTS),
            startAt: isoTime.describe("The meeting's start after the event (a cancel keeps the time given up)."),
            createdAt: isoTime,
          }),
        )
        .describe("A booking's enquiry: each time it was booked, moved or cancelled, oldest first."),
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
      questionnaires: z
        .array(
          z.object({
            id: z.int().min(1),
            status: z.enum(QUESTIONNAIRE_STATES),
            title: z.string(),
            templateVersion: z.int().min(1),
            sentAt: isoTime,
            openedAt: isoTime.nullable(),
            savedAt: isoTime.nullable(),
            submittedAt: isoTime.nullable(),
            expiresAt: isoTime,
            revokedAt: isoTime.nullable().describe("Set when a newer questionnaire replaced this one's link."),
            answers: z.array(
              z.object({
                id: z.string(),
                label: z.string(),
                type: z.enum(QUESTION_TYPES),
                answer: z.union([z.string(), z.array(z.string())]).nullable(),
              }),
            ),
            documents: z.array(staffDocument()).describe("Files the client uploaded, oldest first."),
          }),
        )
        .describe("Questionnaires sent to the client, newest first, each question with the client's answer."),
    }),
  ),
);

export const RESENT = component("Resent", () => z.object({ success: z.literal(true), queued: z.int().min(0) }));
