import type { Database } from "@db/client";
import { questionnaireDocuments } from "@db/schema";
import {
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPES,
  documentName,
  type StaffDocument,
  shownName,
} from "@domain/client-documents";
import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import { recordAudit } from "../audit/record";
import type { AppEnv } from "../env";
import { limitSubject } from "../http/client-address";
import { type DocumentSniff, sniffDocument } from "../media/document-sniff";
import type { OpenedQuestionnaire } from "./questionnaires";
import type { Visitor } from "./submissions";
import { admit, type ThrottleRule, visitorCharges } from "./throttle";

/**
 * A questionnaire's documents (docs/decisions/042): the client uploads and removes them through the
 * link until the questionnaire is submitted; staff list them with the enquiry; an erase of the
 * enquiry deletes the objects with the rows. The bytes live under a prefix /media never serves
 * (it serves only `<upload kind>/<uuid>.<image type>` keys, worker/data/media.ts).
 */
const PREFIX = "private/documents/";
const ENTITY = "document";

/** Upload posts through one link and from one client: a person's evening of scanning, not a flood. */
export const DOCUMENT_RULES = {
  link: { kind: "documents:link", limit: 20, windowSeconds: 60 * 60 },
  client: { kind: "documents:client", limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, ThrottleRule>;

/** A file as the client's post carries it: the question it answers (null: other documents). */
export interface PostedDocument {
  questionId: string | null;
  file: File;
}

export type UploadOutcome =
  | { kind: "stored"; count: number }
  | { kind: "refused"; messages: string[] }
  | { kind: "throttled"; retryAfterSeconds: number }
  | { kind: "locked" };

type Client = Visitor & { address: string | null };

const toStaff = ({ id, questionId, name, type, size, uploadedAt }: typeof questionnaireDocuments.$inferSelect) =>
  ({ id, questionId, name, type, size, uploadedAt }) satisfies StaffDocument;

/** A questionnaire's documents, oldest first (the client's page and the staff view). */
export async function documentsOf(db: Database, questionnaireId: number): Promise<StaffDocument[]> {
  const rows = await db
    .select()
    .from(questionnaireDocuments)
    .where(eq(questionnaireDocuments.questionnaireId, questionnaireId))
    .orderBy(asc(questionnaireDocuments.uploadedAt), asc(questionnaireDocuments.id));
  return rows.map(toStaff);
}

/** An enquiry's documents by questionnaire, for the staff view of its questionnaires. */
export async function documentsOfEnquiry(db: Database, contactId: number): Promise<Map<number, StaffDocument[]>> {
  const rows = await db
    .select()
    .from(questionnaireDocuments)
    .where(eq(questionnaireDocuments.contactId, contactId))
    .orderBy(asc(questionnaireDocuments.uploadedAt), asc(questionnaireDocuments.id));
  const byQuestionnaire = new Map<number, StaffDocument[]>();
  for (const row of rows) {
    byQuestionnaire.set(row.questionnaireId, [...(byQuestionnaire.get(row.questionnaireId) ?? []), toStaff(row)]);
  }
  return byQuestionnaire;
}

/**
 * The client's files of one post: counted against the link's and the client's limits, then every
 * file checked by its bytes; one refused file refuses the post (nothing stored, each refusal named).
 * Each accepted file is stored, then its row inserted only while the questionnaire holds fewer than
 * the limit (one statement, so parallel posts cannot overshoot; a file that lost the race is deleted).
 */
export async function storeDocuments(
  app: AppEnv,
  opened: OpenedQuestionnaire,
  posted: readonly PostedDocument[],
  client: Client,
): Promise<UploadOutcome> {
  const { questionnaire } = opened;
  if (questionnaire.status === "submitted") return { kind: "locked" };
  const subject = limitSubject(app, client.client);
  if (subject === null) return { kind: "throttled", retryAfterSeconds: DOCUMENT_RULES.client.windowSeconds };
  const admission = await admit(app.db, [
    { rule: DOCUMENT_RULES.link, subject: String(questionnaire.linkId) },
    ...visitorCharges(DOCUMENT_RULES.client, subject),
  ]);
  if (!admission.admitted) return { kind: "throttled", retryAfterSeconds: admission.retryAfterSeconds };

  const [held] = await app.db
    .select({ n: count() })
    .from(questionnaireDocuments)
    .where(eq(questionnaireDocuments.questionnaireId, questionnaire.id));
  if ((held?.n ?? 0) + posted.length > DOCUMENT_LIMITS.perQuestionnaire) {
    return { kind: "refused", messages: [DOCUMENT_MESSAGES.tooMany] };
  }
  const checked = await Promise.all(
    posted.map(async (item): Promise<{ item: PostedDocument; bytes: Uint8Array | null; sniff: DocumentSniff }> => {
      // The size first: a file over the limit is never read into memory again.
      if (item.file.size > DOCUMENT_LIMITS.fileBytes) {
        return { item, bytes: null, sniff: { ok: false, reason: "tooLarge" } };
      }
      const bytes = new Uint8Array(await item.file.arrayBuffer());
      return { item, bytes, sniff: sniffDocument(bytes) };
    }),
  );
  const messages = checked.flatMap(({ item, sniff }) =>
    sniff.ok ? [] : [DOCUMENT_MESSAGES[sniff.reason](shownName(item.file.name))],
  );
  if (messages.length > 0) return { kind: "refused", messages };

  let stored = 0;
  for (const { item, bytes, sniff } of checked) {
    if (!sniff.ok || !bytes) continue;
    const row = await storeOne(app, opened, item, bytes, sniff.type);
    if (!row) return { kind: "refused", messages: [DOCUMENT_MESSAGES.tooMany] };
    stored += 1;
    await recordAudit(app.db, {
      actor: null,
      address: client.address,
      action: "document_uploaded",
      entity: ENTITY,
      entityId: row.id,
      changes: { contact: [null, questionnaire.contactId], type: [null, row.type], size: [null, row.size] },
    });
  }
  return { kind: "stored", count: stored };
}

async function storeOne(
  app: AppEnv,
  { questionnaire }: OpenedQuestionnaire,
  item: PostedDocument,
  bytes: Uint8Array,
  type: keyof typeof DOCUMENT_TYPES,
) {
  const { contentType, extension } = DOCUMENT_TYPES[type];
  const name = documentName(item.file.name, type);
  const storageKey = `${PREFIX}${questionnaire.contactId}/${crypto.randomUUID()}.${extension}`;
  await app.media.put(storageKey, bytes, {
    httpMetadata: { contentType, contentDisposition: "attachment" },
    customMetadata: { questionnaire: String(questionnaire.id) },
  });
  // The count and the insert are one statement (D1 runs statements one at a time): no overshoot.
  const insert = sql`INSERT INTO ${questionnaireDocuments} (questionnaire_id, contact_id, question_id, name, type, size, storage_key)
    SELECT ${questionnaire.id}, ${questionnaire.contactId}, ${item.questionId}, ${name}, ${type}, ${bytes.byteLength}, ${storageKey}
    WHERE (SELECT count(*) FROM ${questionnaireDocuments} AS d WHERE d.questionnaire_id = ${questionnaire.id}) < ${DOCUMENT_LIMITS.perQuestionnaire}
    RETURNING id`;
  const [row] = await app.db.all<{ id: number }>(insert);
  if (!row) await app.media.delete(storageKey);
  return row ? { id: Number(row.id), type, size: bytes.byteLength } : null;
}

/** The client removes one of their files before submitting; answers false when there is nothing to remove. */
export async function removeDocument(
  app: AppEnv,
  { questionnaire }: OpenedQuestionnaire,
  documentId: number,
  address: string | null,
): Promise<boolean> {
  if (questionnaire.status === "submitted") return false;
  const [row] = await app.db
    .delete(questionnaireDocuments)
    .where(and(eq(questionnaireDocuments.id, documentId), eq(questionnaireDocuments.questionnaireId, questionnaire.id)))
    .returning();
  if (!row) return false;
  await app.media.delete(row.storageKey);
  await recordAudit(app.db, {
    actor: null,
    address,
    action: "document_removed",
    entity: ENTITY,
    entityId: row.id,
    changes: { contact: [questionnaire.contactId, null] },
  });
  return true;
}

/** One document's row (staff downloads). */
export async function documentById(db: Database, id: number) {
  const [row] = await db.select().from(questionnaireDocuments).where(eq(questionnaireDocuments.id, id)).limit(1);
  return row ?? null;
}

/**
 * Deletes the documents of the enquiries `which` selects (a condition on questionnaire_documents),
 * objects and rows: an erase, or the retention job's anonymising. Answers how many were deleted.
 */
export async function eraseDocumentsWhere(app: Pick<AppEnv, "db" | "media">, which: SQL): Promise<number> {
  const rows = await app.db
    .select({ id: questionnaireDocuments.id, storageKey: questionnaireDocuments.storageKey })
    .from(questionnaireDocuments)
    .where(which);
  // R2 deletes up to 1,000 keys a call; the objects go first, so a failure leaves the rows to try again from.
  for (let at = 0; at < rows.length; at += 1000) {
    await app.media.delete(rows.slice(at, at + 1000).map((row) => row.storageKey));
  }
  // D1 binds at most 100 parameters a statement.
  for (let at = 0; at < rows.length; at += 90) {
    const ids = rows.slice(at, at + 90).map((row) => row.id);
    await app.db.delete(questionnaireDocuments).where(inArray(questionnaireDocuments.id, ids));
  }
  return rows.length;
}

/** An erase of one enquiry (DELETE /api/contacts/:id): its documents' objects and rows. */
export const eraseDocumentsOfEnquiry = (app: Pick<AppEnv, "db" | "media">, contactId: number) =>
  eraseDocumentsWhere(app, eq(questionnaireDocuments.contactId, contactId));
