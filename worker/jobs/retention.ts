import { clientLinks, contacts, emailOutbox, firmSettings, questionnaireDocuments, questionnaires } from "@db/schema";
import { EMAIL_DELIVERY, RETENTION } from "@domain/constants";
import { daysBefore } from "@domain/instants";
import { and, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { eraseDocumentsWhere } from "../data/client-documents";
import type { ScheduledJob } from "../scheduled";

const monthsBefore = (now: Date, months: number) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
};

/**
 * Daily: handled enquiries older than the retention period of Settings lose the visitor's details
 * (name, email, phone, message, other parties), and their questionnaires their answers, links and
 * uploaded documents (objects and rows);
 * the date, practice area and status stay for the statistics. Outbox rows older than 90 days lose their content (the payload). Answers how many
 * rows it changed; public content is not touched.
 */
export const retention: ScheduledJob = {
  name: "retention",
  schedule: "daily",
  publicContent: false,
  async run(app, now) {
    const [settings] = await app.db.select({ months: firmSettings.retentionMonths }).from(firmSettings).limit(1);
    const cutoff = monthsBefore(now, settings?.months ?? RETENTION.defaultMonths);
    const anonymised = await app.db
      .update(contacts)
      .set({
        name: "",
        email: "",
        phone: null,
        subject: "",
        message: "",
        otherParties: null,
        anonymizedAt: now.toISOString(),
      })
      // A retained enquiry is a client's file now: the matter's own retention applies, not this one.
      .where(
        and(
          eq(contacts.status, "handled"),
          isNull(contacts.retainedAt),
          lt(contacts.createdAt, cutoff),
          isNull(contacts.anonymizedAt),
        ),
      )
      .returning({ id: contacts.id });
    const anonymisedIds = app.db.select({ id: contacts.id }).from(contacts).where(isNotNull(contacts.anonymizedAt));
    const answersCleared = await app.db
      .update(questionnaires)
      .set({ answers: {} })
      .where(and(inArray(questionnaires.contactId, anonymisedIds), sql`${questionnaires.answers} <> '{}'`))
      .returning({ id: questionnaires.id });
    const documentsErased = await eraseDocumentsWhere(app, inArray(questionnaireDocuments.contactId, anonymisedIds));
    await app.db
      .update(clientLinks)
      .set({ revokedAt: now.toISOString() })
      .where(and(inArray(clientLinks.contactId, anonymisedIds), isNull(clientLinks.revokedAt)));
    const cleared = await app.db
      .update(emailOutbox)
      .set({ payload: null, subject: null, replyTo: null })
      .where(
        and(
          isNotNull(emailOutbox.payload),
          lt(emailOutbox.createdAt, daysBefore(now, EMAIL_DELIVERY.bodyRetentionDays)),
          sql`${emailOutbox.status} <> 'queued'`,
        ),
      )
      .returning({ id: emailOutbox.id });
    console.log(
      JSON.stringify({
        level: "info",
        event: "retention",
        anonymised: anonymised.length,
        answersCleared: answersCleared.length,
        documentsErased,
        outboxCleared: cleared.length,
      }),
    );
    return anonymised.length + answersCleared.length + documentsErased + cleared.length;
  },
};
