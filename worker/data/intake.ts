import type { Database } from "@db/client";
import { bookingHistory, contactNotes, contactStatusHistory, contacts, emailOutbox, teamMembers } from "@db/schema";
import { sharedParties } from "@domain/conflicts";
import type { ContactIntake, ContactStatus, Delivery, PossibleConflict } from "@domain/rows";
import type { RESENDABLE_KINDS } from "@domain/schemas/intake";
import { and, asc, desc, eq, isNotNull, isNull, lte, ne, type SQL, sql } from "drizzle-orm";
import { dispatchOutbox, enqueueEmails } from "../email/outbox";
import type { AppEnv } from "../env";
import { questionnairesOf } from "./questionnaires";

/**
 * The intake workflow of the back office: who opened an enquiry and when, who it is assigned to,
 * staff's notes, its status history, the delivery of its emails, and earlier enquiries that may
 * be a conflict of interest.
 */

/** Who did it: the signed-in staff member. */
export interface Actor {
  adminId: number;
  name: string;
}

const REF = "contact";
/** How many earlier enquiries the pre-screen reads (the newest). */
const CONFLICT_SCAN_LIMIT = 2000;
const nowIso = () => new Date().toISOString();

/** The first time staff open the details; later opens keep it. Answers false for an unknown enquiry. */
export async function markOpened(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(contacts)
    .set({ openedAt: sql`coalesce(${contacts.openedAt}, ${nowIso()})` })
    .where(eq(contacts.id, id))
    .returning({ id: contacts.id });
  return rows.length > 0;
}

/** The history row of a status change, for the batch that makes the change. */
export const statusChangeInsert = (db: Database, contactId: number | SQL, status: ContactStatus, by: Actor | null) =>
  db.insert(contactStatusHistory).values({
    contactId,
    status,
    changedById: by?.adminId ?? null,
    changedByName: by?.name ?? null,
  });

export async function addNote(db: Database, contactId: number, body: string, by: Actor) {
  const [note] = await db
    .insert(contactNotes)
    .values({ contactId, body, authorId: by.adminId, authorName: by.name })
    .returning();
  return note ?? null;
}

export type AssignOutcome = "assigned" | "not_found" | "unknown_attorney";

/**
 * Assigns the enquiry to an attorney of the team (or to nobody). A newly assigned attorney with
 * an email hears of it through the outbox.
 */
export async function assignContact(
  app: AppEnv,
  id: number,
  assignedTo: string | null,
  by: Actor,
): Promise<AssignOutcome> {
  const [contact] = await app.db.select().from(contacts).where(eq(contacts.id, id)).limit(1);
  if (!contact) return "not_found";
  const attorney = assignedTo
    ? (await app.db.select().from(teamMembers).where(eq(teamMembers.id, assignedTo)).limit(1))[0]
    : null;
  if (assignedTo && !attorney) return "unknown_attorney";
  await app.db.update(contacts).set({ assignedTo }).where(eq(contacts.id, id));
  if (attorney?.email && contact.assignedTo !== attorney.id) {
    await enqueueEmails(app, [
      {
        kind: "assignment_alert",
        to: attorney.email,
        key: `contact:${id}:assignment_alert:${attorney.id}:${crypto.randomUUID()}`,
        ref: { type: REF, id },
        payload: {
          siteUrl: app.publicOrigin,
          attorneyName: attorney.name,
          subject: contact.subject,
          assignedBy: by.name,
        },
      },
    ]);
  }
  return "assigned";
}

/**
 * Sends the enquiry's staff alerts or acknowledgement again: their rows go back to queued (a sent
 * row too: staff asked for it). Rows whose content was cleared by retention cannot be resent.
 * Answers how many were queued.
 */
export async function resendContactEmails(
  app: AppEnv,
  id: number,
  kind: (typeof RESENDABLE_KINDS)[number],
): Promise<number> {
  const rows = await app.db
    .update(emailOutbox)
    .set({ status: "queued", attempts: 0, lastError: null, lockedUntil: null, queuedAt: nowIso() })
    .where(
      and(
        eq(emailOutbox.refType, REF),
        eq(emailOutbox.refId, id),
        eq(emailOutbox.kind, kind),
        isNotNull(emailOutbox.payload),
      ),
    )
    .returning({ id: emailOutbox.id });
  await dispatchOutbox(
    app,
    rows.map((row) => row.id),
  );
  return rows.length;
}

async function deliveriesOf(db: Database, id: number): Promise<Delivery[]> {
  return db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      recipient: emailOutbox.recipient,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      sentAt: emailOutbox.sentAt,
      queuedAt: emailOutbox.queuedAt,
    })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.refType, REF), eq(emailOutbox.refId, id)))
    .orderBy(asc(emailOutbox.id));
}

/** Earlier enquiries (not anonymised) that share a name or the email with this one. */
async function conflictsOf(db: Database, contact: typeof contacts.$inferSelect): Promise<PossibleConflict[]> {
  const earlier = await db
    .select()
    .from(contacts)
    .where(and(ne(contacts.id, contact.id), lte(contacts.createdAt, contact.createdAt), isNull(contacts.anonymizedAt)))
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .limit(CONFLICT_SCAN_LIMIT);
  return earlier.flatMap((other) => {
    const matched = sharedParties(contact, other);
    if (matched.length === 0) return [];
    const { id, name, subject, status, createdAt } = other;
    return [{ id, name, subject, status, date: createdAt.slice(0, 10), matched }];
  });
}

/** What the enquiry details show besides the enquiry; null for an unknown enquiry. */
export async function contactIntake(db: Database, id: number): Promise<ContactIntake | null> {
  const [contact] = await db.select().from(contacts).where(eq(contacts.id, id)).limit(1);
  if (!contact) return null;
  const [notes, history, bookingEvents, deliveries, conflicts, sent] = await Promise.all([
    db.select().from(contactNotes).where(eq(contactNotes.contactId, id)).orderBy(asc(contactNotes.createdAt)),
    db
      .select()
      .from(contactStatusHistory)
      .where(eq(contactStatusHistory.contactId, id))
      .orderBy(asc(contactStatusHistory.createdAt), asc(contactStatusHistory.id)),
    db
      .select({
        id: bookingHistory.id,
        event: bookingHistory.event,
        startAt: bookingHistory.startAt,
        createdAt: bookingHistory.createdAt,
      })
      .from(bookingHistory)
      .where(eq(bookingHistory.contactId, id))
      .orderBy(asc(bookingHistory.createdAt), asc(bookingHistory.id)),
    deliveriesOf(db, id),
    contact.anonymizedAt ? [] : conflictsOf(db, contact),
    questionnairesOf(db, id),
  ]);
  return { notes, history, bookingHistory: bookingEvents, deliveries, conflicts, questionnaires: sent };
}
