import type { Database } from "@db/client";
import { clientLinks, contacts, questionnaires, questionnaireTemplates, teamMembers } from "@db/schema";
import type { ClientLinkRefusal } from "@domain/client-links";
import type { Answers, QuestionnaireState, StaffQuestionnaire } from "@domain/questionnaire";
import { answerErrors, readAnswers } from "@domain/questionnaire-answers";
import { and, desc, eq, ne } from "drizzle-orm";
import { recordAudit } from "../audit/record";
import { now as clockNow } from "../clock";
import { staffRecipients } from "../email/notifications";
import { dispatchOutbox, enqueueEmails, type OutboxEmail, outboxIds, outboxInsert } from "../email/outbox";
import type { AppEnv } from "../env";
import { limitSubject } from "../http/client-address";
import { documentsOfEnquiry } from "./client-documents";
import { clientLinkExpiry, issueClientLink, revokeClientLinksOf, verifyClientLink } from "./client-links";
import type { Actor } from "./intake";
import { latestTemplateForArea } from "./questionnaire-templates";
import { readFirmSettings } from "./settings";
import type { Visitor } from "./submissions";
import { admit, type ThrottleRule, visitorCharges } from "./throttle";

/**
 * A questionnaire from sending to submitted answers: staff send an enquiry's area template (a row
 * tying enquiry, template version and client link, and the client's email); the client opens,
 * saves and finally submits through the link; staff read the answers with the enquiry.
 */

/** Saves and submits through one link, and from one client: generous for a person, useless for a flood. */
export const QUESTIONNAIRE_RULES = {
  link: { kind: "questionnaire:link", limit: 30, windowSeconds: 10 * 60 },
  client: { kind: "questionnaire:client", limit: 30, windowSeconds: 10 * 60 },
} as const satisfies Record<string, ThrottleRule>;

const REF = "contact";

export type SendOutcome =
  | { kind: "sent"; id: number; status: QuestionnaireState; templateVersion: number; sentAt: string; expiresAt: string }
  | { kind: "not_found" }
  /** The enquiry names no practice area (`hasArea` false), or its area has no template yet. */
  | { kind: "no_template"; hasArea: boolean };

/**
 * Sends the newest template of the enquiry's practice area: a new client link (earlier questionnaire
 * links of the enquiry are withdrawn, so only the newest works), the questionnaire row and the
 * client's email in one batch, then the queue.
 */
export async function sendQuestionnaire(app: AppEnv, contactId: number, by: Actor): Promise<SendOutcome> {
  const db = app.db;
  const now = clockNow();
  const [contact] = await db.select().from(contacts).where(eq(contacts.id, contactId)).limit(1);
  if (!contact || contact.anonymizedAt) return { kind: "not_found" };
  const template = contact.practiceArea ? await latestTemplateForArea(db, contact.practiceArea) : null;
  if (!template) return { kind: "no_template", hasArea: contact.practiceArea !== null };
  await revokeClientLinksOf(db, contactId, "questionnaire", now);
  const expiresAt = clientLinkExpiry(now);
  const { link, token } = await issueClientLink(db, {
    purpose: "questionnaire",
    contactId,
    expiresAt,
    createdById: by.adminId,
  });
  const email: OutboxEmail = {
    kind: "questionnaire_request",
    to: contact.email,
    key: `questionnaire:${link.id}:questionnaire_request`,
    ref: { type: REF, id: contactId },
    payload: { link: `${app.publicOrigin}/intake/${token}`, name: contact.name, title: template.title, expiresAt },
  };
  const [inserted, sent] = await db.batch([
    db
      .insert(questionnaires)
      .values({ contactId, templateId: template.id, linkId: link.id, sentById: by.adminId, sentAt: now.toISOString() })
      .returning(),
    outboxInsert(db, email),
  ]);
  const row = inserted[0];
  if (!row) throw new Error("questionnaire was not stored");
  await dispatchOutbox(app, outboxIds([sent]));
  return {
    kind: "sent",
    id: row.id,
    status: row.status,
    templateVersion: template.version,
    sentAt: row.sentAt,
    expiresAt,
  };
}

/** A questionnaire as its client link opens it: the row, the version it was sent with, the client's name. */
export async function questionnaireOfLink(db: Database, linkId: number) {
  const [found] = await db
    .select({ questionnaire: questionnaires, template: questionnaireTemplates, clientName: contacts.name })
    .from(questionnaires)
    .innerJoin(questionnaireTemplates, eq(questionnaireTemplates.id, questionnaires.templateId))
    .innerJoin(contacts, eq(contacts.id, questionnaires.contactId))
    .where(eq(questionnaires.linkId, linkId))
    .limit(1);
  return found ?? null;
}
export type OpenedQuestionnaire = NonNullable<Awaited<ReturnType<typeof questionnaireOfLink>>>;

/** What a token opens: the questionnaire, or why not (a link without a questionnaire is unknown). */
export async function questionnaireByToken(
  db: Database,
  token: string,
): Promise<{ kind: "found"; found: OpenedQuestionnaire } | { kind: ClientLinkRefusal }> {
  const check = await verifyClientLink(db, token, "questionnaire", clockNow());
  if (check.kind !== "valid") return check;
  const found = await questionnaireOfLink(db, check.link.id);
  return found ? { kind: "found", found } : { kind: "unknown" };
}

/** The client opened the page: a sent questionnaire becomes opened (once; later states stay). */
export async function markQuestionnaireOpened(db: Database, id: number): Promise<void> {
  await db
    .update(questionnaires)
    .set({ status: "opened", openedAt: clockNow().toISOString() })
    .where(and(eq(questionnaires.id, id), eq(questionnaires.status, "sent")));
}

export type SaveOutcome =
  | { kind: "saved" }
  | { kind: "submitted" }
  | { kind: "invalid"; fieldErrors: Record<string, string[]>; answers: Answers }
  | { kind: "locked" }
  | { kind: "throttled"; retryAfterSeconds: number; answers: Answers }
  | { kind: ClientLinkRefusal };

/**
 * The client's post: counted against the link's and the client's limits, checked (required answers
 * only when submitting), then stored; submitting locks the answers and alerts the enquiry's attorney
 * and the staff addresses. A submitted questionnaire changes no more.
 */
export async function saveAnswers(
  app: AppEnv,
  token: string,
  /** The posted form's values by name, and whether the client pressed Submit. */
  post: { form: (name: string) => string[]; submitting: boolean },
  visitor: Visitor & { address: string | null },
): Promise<SaveOutcome> {
  const db = app.db;
  const opened = await questionnaireByToken(db, token);
  if (opened.kind !== "found") return opened;
  const { questionnaire, template } = opened.found;
  if (questionnaire.status === "submitted") return { kind: "locked" };
  const answers = readAnswers(template.questions, post.form);
  const subject = limitSubject(app, visitor.client);
  if (subject === null)
    return { kind: "throttled", retryAfterSeconds: QUESTIONNAIRE_RULES.client.windowSeconds, answers };
  const admission = await admit(db, [
    { rule: QUESTIONNAIRE_RULES.link, subject: String(questionnaire.linkId) },
    ...visitorCharges(QUESTIONNAIRE_RULES.client, subject),
  ]);
  if (!admission.admitted) return { kind: "throttled", retryAfterSeconds: admission.retryAfterSeconds, answers };
  const fieldErrors = answerErrors(template.questions, answers, post.submitting);
  if (Object.keys(fieldErrors).length > 0) return { kind: "invalid", fieldErrors, answers };
  const at = clockNow().toISOString();
  const [stored] = await db
    .update(questionnaires)
    .set({
      answers,
      savedAt: at,
      status: post.submitting ? "submitted" : "in-progress",
      submittedAt: post.submitting ? at : null,
      openedAt: questionnaire.openedAt ?? at,
    })
    // Inside the write: a submit racing another post cannot be overwritten after it locked.
    .where(and(eq(questionnaires.id, questionnaire.id), ne(questionnaires.status, "submitted")))
    .returning();
  if (!stored) return { kind: "locked" };
  if (!post.submitting) return { kind: "saved" };
  await announceSubmission(app, opened.found, questionnaire.status, visitor.address);
  return { kind: "submitted" };
}

/** The attorney's and staff's alert (outbox) and the audit row of a submission. */
async function announceSubmission(app: AppEnv, opened: OpenedQuestionnaire, before: string, address: string | null) {
  const { questionnaire, template, clientName } = opened;
  const contactId = questionnaire.contactId;
  const [[enquiry], firm] = await Promise.all([
    app.db
      .select({ subject: contacts.subject, attorneyEmail: teamMembers.email })
      .from(contacts)
      .leftJoin(teamMembers, eq(teamMembers.id, contacts.assignedTo))
      .where(eq(contacts.id, contactId))
      .limit(1),
    readFirmSettings(app.db),
  ]);
  const recipients = new Set(staffRecipients(firm));
  if (enquiry?.attorneyEmail) recipients.add(enquiry.attorneyEmail.trim().toLowerCase());
  const payload = { siteUrl: app.publicOrigin, clientName, title: template.title, subject: enquiry?.subject ?? "" };
  const emails = [...recipients].map(
    (to): OutboxEmail => ({
      kind: "questionnaire_submitted",
      to,
      key: `questionnaire:${questionnaire.id}:questionnaire_submitted:${to}`,
      ref: { type: REF, id: contactId },
      payload,
    }),
  );
  await enqueueEmails(app, emails);
  await recordAudit(app.db, {
    actor: null,
    address,
    action: "questionnaire_submitted",
    entity: REF,
    entityId: contactId,
    changes: { questionnaire: [before, "submitted"] },
  });
}

/** An enquiry's questionnaires for staff, newest first: state, version, link expiry and the answers by question. */
export async function questionnairesOf(db: Database, contactId: number): Promise<StaffQuestionnaire[]> {
  const documents = await documentsOfEnquiry(db, contactId);
  const rows = await db
    .select({ questionnaire: questionnaires, template: questionnaireTemplates, link: clientLinks })
    .from(questionnaires)
    .innerJoin(questionnaireTemplates, eq(questionnaireTemplates.id, questionnaires.templateId))
    .innerJoin(clientLinks, eq(clientLinks.id, questionnaires.linkId))
    .where(eq(questionnaires.contactId, contactId))
    .orderBy(desc(questionnaires.sentAt), desc(questionnaires.id));
  return rows.map(({ questionnaire: q, template, link }) => ({
    id: q.id,
    status: q.status,
    title: template.title,
    templateVersion: template.version,
    sentAt: q.sentAt,
    openedAt: q.openedAt,
    savedAt: q.savedAt,
    submittedAt: q.submittedAt,
    expiresAt: link.expiresAt,
    revokedAt: link.revokedAt,
    answers: template.questions.map((question) => ({
      id: question.id,
      label: question.label,
      type: question.type,
      answer: q.answers[question.id] ?? null,
    })),
    documents: documents.get(q.id) ?? [],
  }));
}

/** The newest questionnaire's state for the audit log's before/after of a send (null: none sent). */
export async function questionnaireStateOf(db: Database, contactId: number) {
  const [row] = await db
    .select({ status: questionnaires.status, templateId: questionnaires.templateId, linkId: questionnaires.linkId })
    .from(questionnaires)
    .where(eq(questionnaires.contactId, contactId))
    .orderBy(desc(questionnaires.id))
    .limit(1);
  return row ? { questionnaire: row.status, templateId: row.templateId, questionnaireLink: row.linkId } : null;
}
