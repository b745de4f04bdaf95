import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { DOCUMENT_TYPE_KEYS } from "../../domain/client-documents";
import { belongsTo, nowIso, oneOf, serialId } from "./columns";
import { contacts } from "./enquiries";
import { questionnaires } from "./questionnaires";

/**
 * Files a client uploaded with a questionnaire (docs/decisions/042). The bytes live in R2 under
 * `storage_key` (private/documents/…, never served by /media); the row says what they are. Rows go
 * with their questionnaire and enquiry; the objects are deleted by the same erase (worker/data/client-documents.ts).
 */
export const questionnaireDocuments = sqliteTable(
  "questionnaire_documents",
  {
    id: serialId(),
    questionnaireId: belongsTo("questionnaire_id", () => questionnaires.id),
    contactId: belongsTo("contact_id", () => contacts.id),
    /** The file-request question it answers; null for the free "other documents". */
    questionId: text("question_id"),
    name: text("name").notNull(),
    /** Detected from the bytes (domain/client-documents.ts), never the name or the browser's claim. */
    type: text("type", { enum: DOCUMENT_TYPE_KEYS }).notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    uploadedAt: text("uploaded_at").notNull().default(nowIso),
  },
  (t) => [
    check("questionnaire_documents_type_check", oneOf("type", DOCUMENT_TYPE_KEYS)),
    check("questionnaire_documents_size_check", sql`"size" > 0`),
    index("questionnaire_documents_questionnaire_idx").on(t.questionnaireId, t.uploadedAt),
    index("questionnaire_documents_contact_idx").on(t.contactId),
  ],
);
