import type { Database } from "@db/client";
import { clientLinks, contacts, engagementLetters, letterTemplates, practiceAreas, teamMembers } from "@db/schema";
import type { StaffEngagementLetter } from "@domain/engagement-letter";
import { fillLetter, mergeValuesOf } from "@domain/letter-merge";
import { sanitizeHtml } from "@domain/sanitize";
import { and, desc, eq, inArray } from "drizzle-orm";
import { now as clockNow } from "../clock";
import { dispatchOutbox, type OutboxEmail, outboxIds, outboxInsert } from "../email/outbox";
import type { AppEnv } from "../env";
import { clientLinkExpiry, issueClientLink, revokeClientLink, revokeClientLinksOf } from "./client-links";
import type { Actor } from "./intake";
import { readFirmSettings } from "./settings";

/**
 * Engagement letters from staff's side (issue 41): prepared from the enquiry's area template, edited
 * while a draft (scope, fee terms, the body), sent through a client link, withdrawn before signing.
 * The client's side (reading, signing, the PDF) is letter-signing.ts. Only a draft changes; a sent
 * letter's text is what the client is shown, and a signed one changes no more (triggers agree).
 */

export type EngagementLetterRow = typeof engagementLetters.$inferSelect;

type Refusal = "not_found" | "no_area" | "no_template" | "open_letter" | "not_draft" | "no_attorney" | "no_email";
export type LetterOutcome = { kind: "ok"; letter: StaffEngagementLetter } | { kind: Refusal };

const REF = "contact";
/** A letter still in play: a new one waits until it is withdrawn. */
const OPEN_STATES = ["draft", "sent", "signed"] as const;

/** The letter as staff read it: the row, the link's expiry, never the PDF's key or the link's id. */
export function staffLetter(row: EngagementLetterRow, expiresAt: string | null = null): StaffEngagementLetter {
  const { linkId: _link, pdfKey, createdById: _by, updatedAt: _at, practiceAreaId: _area, ...shown } = row;
  return { ...shown, expiresAt, hasPdf: pdfKey !== null };
}

/** The enquiry with its responsible attorney (the assigned team member), as a letter reads it. */
async function enquiryOf(db: Database, contactId: number) {
  const [row] = await db
    .select({ contact: contacts, attorney: teamMembers.name, attorneyEmail: teamMembers.email })
    .from(contacts)
    .leftJoin(teamMembers, eq(teamMembers.id, contacts.assignedTo))
    .where(eq(contacts.id, contactId))
    .limit(1);
  return row && !row.contact.anonymizedAt ? row : null;
}

/** The letter filled for the enquiry now: the same fields the template names, escaped (letter-merge.ts). */
async function filled(
  db: Database,
  enquiry: { name: string; practiceArea: string | null },
  letter: { body: string; scope: string; feeTerms: string; responsibleAttorney: string },
) {
  const { timeZone } = await readFirmSettings(db);
  return fillLetter(letter.body, mergeValuesOf(enquiry, letter, clockNow(), timeZone));
}

export async function getEngagementLetter(db: Database, id: number): Promise<EngagementLetterRow | null> {
  const [row] = await db.select().from(engagementLetters).where(eq(engagementLetters.id, id)).limit(1);
  return row ?? null;
}

/** An enquiry's letters for staff, newest first, each with its link's expiry. */
export async function lettersOf(db: Database, contactId: number): Promise<StaffEngagementLetter[]> {
  const rows = await db
    .select({ letter: engagementLetters, expiresAt: clientLinks.expiresAt })
    .from(engagementLetters)
    .leftJoin(clientLinks, eq(clientLinks.id, engagementLetters.linkId))
    .where(eq(engagementLetters.contactId, contactId))
    .orderBy(desc(engagementLetters.createdAt), desc(engagementLetters.id));
  return rows.map(({ letter, expiresAt }) => staffLetter(letter, expiresAt));
}

/** A new draft from the enquiry's area template; refused while another letter is in play. */
export async function prepareLetter(db: Database, contactId: number, by: Actor): Promise<LetterOutcome> {
  const enquiry = await enquiryOf(db, contactId);
  if (!enquiry) return { kind: "not_found" };
  const { contact } = enquiry;
  if (!contact.practiceArea) return { kind: "no_area" };
  const [template] = await db
    .select({ areaId: practiceAreas.id, body: letterTemplates.body })
    .from(practiceAreas)
    .innerJoin(letterTemplates, eq(letterTemplates.practiceAreaId, practiceAreas.id))
    .where(eq(practiceAreas.title, contact.practiceArea))
    .limit(1);
  if (!template) return { kind: "no_template" };
  const [open] = await db
    .select({ id: engagementLetters.id })
    .from(engagementLetters)
    .where(and(eq(engagementLetters.contactId, contactId), inArray(engagementLetters.state, OPEN_STATES)))
    .limit(1);
  if (open) return { kind: "open_letter" };
  const letter = { body: template.body, scope: "", feeTerms: "", responsibleAttorney: enquiry.attorney ?? "" };
  const [row] = await db
    .insert(engagementLetters)
    .values({
      contactId,
      practiceAreaId: template.areaId,
      practiceArea: contact.practiceArea,
      ...letter,
      html: await filled(db, contact, letter),
      createdById: by.adminId,
      createdAt: clockNow().toISOString(),
    })
    .returning();
  if (!row) throw new Error("engagement letter was not stored");
  return { kind: "ok", letter: staffLetter(row) };
}

/** A draft's scope, fee terms and body (sanitised as articles are), filled again. */
export async function saveDraft(
  db: Database,
  id: number,
  input: { scope: string; feeTerms: string; body: string },
): Promise<LetterOutcome> {
  const current = await getEngagementLetter(db, id);
  if (!current) return { kind: "not_found" };
  if (current.state !== "draft") return { kind: "not_draft" };
  const enquiry = await enquiryOf(db, current.contactId);
  if (!enquiry) return { kind: "not_found" };
  const letter = { ...input, body: sanitizeHtml(input.body), responsibleAttorney: enquiry.attorney ?? "" };
  const [row] = await db
    .update(engagementLetters)
    .set({ ...letter, html: await filled(db, enquiry.contact, letter), updatedAt: clockNow().toISOString() })
    .where(and(eq(engagementLetters.id, id), eq(engagementLetters.state, "draft")))
    .returning();
  return row ? { kind: "ok", letter: staffLetter(row) } : { kind: "not_draft" };
}

/**
 * Sends a draft: filled one last time (today's date, the attorney assigned now), a new client link,
 * and the client's email. The letter's text is frozen from here on: it is what the client signs.
 */
export async function sendLetter(app: AppEnv, id: number, by: Actor): Promise<LetterOutcome> {
  const db = app.db;
  const current = await getEngagementLetter(db, id);
  if (!current) return { kind: "not_found" };
  if (current.state !== "draft") return { kind: "not_draft" };
  const enquiry = await enquiryOf(db, current.contactId);
  if (!enquiry) return { kind: "not_found" };
  if (!enquiry.attorney) return { kind: "no_attorney" };
  if (!enquiry.contact.email) return { kind: "no_email" };
  const at = clockNow();
  const letter = { ...current, responsibleAttorney: enquiry.attorney };
  const html = await filled(db, enquiry.contact, letter);
  await revokeClientLinksOf(db, current.contactId, "engagement-letter", at);
  const expiresAt = clientLinkExpiry(at);
  const { link, token } = await issueClientLink(db, {
    purpose: "engagement-letter",
    contactId: current.contactId,
    expiresAt,
    createdById: by.adminId,
  });
  const email: OutboxEmail = {
    kind: "engagement_letter_request",
    to: enquiry.contact.email,
    key: `engagement_letter:${id}:${link.id}:engagement_letter_request`,
    ref: { type: REF, id: current.contactId },
    payload: {
      link: `${app.publicOrigin}/sign/${token}`,
      name: enquiry.contact.name,
      attorney: enquiry.attorney,
      practiceArea: current.practiceArea,
      expiresAt,
    },
  };
  const [sent, queued] = await db.batch([
    db
      .update(engagementLetters)
      .set({
        state: "sent",
        html,
        responsibleAttorney: enquiry.attorney,
        linkId: link.id,
        sentAt: at.toISOString(),
        updatedAt: at.toISOString(),
      })
      .where(and(eq(engagementLetters.id, id), eq(engagementLetters.state, "draft")))
      .returning(),
    outboxInsert(db, email),
  ]);
  const row = sent[0];
  if (!row) throw new Error("engagement letter was not sent");
  await dispatchOutbox(app, outboxIds([queued]));
  return { kind: "ok", letter: staffLetter(row, expiresAt) };
}

/** Withdraws a draft or an unsigned sent letter; its link never opens again. */
export async function withdrawLetter(db: Database, id: number): Promise<LetterOutcome | { kind: "not_withdrawable" }> {
  const at = clockNow().toISOString();
  const [row] = await db
    .update(engagementLetters)
    .set({ state: "withdrawn", withdrawnAt: at, updatedAt: at })
    .where(and(eq(engagementLetters.id, id), inArray(engagementLetters.state, ["draft", "sent"])))
    .returning();
  if (!row) return (await getEngagementLetter(db, id)) ? { kind: "not_withdrawable" } : { kind: "not_found" };
  if (row.linkId !== null) await revokeClientLink(db, row.linkId, new Date(at));
  return { kind: "ok", letter: staffLetter(row) };
}
