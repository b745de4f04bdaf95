import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { ENGAGEMENT_LETTER_STATES } from "../../domain/engagement-letter";
import { clientLinks } from "./client-links";
import { belongsTo, oneOf, serialId, timestamps } from "./columns";
import { practiceAreas } from "./content";
import { contacts } from "./enquiries";
import { adminUsers } from "./staff";

/**
 * One engagement-letter template per practice area (domain/letter-merge.ts): sanitised HTML with
 * merge fields, filled from an enquiry when staff write a letter.
 */
export const letterTemplates = sqliteTable("letter_templates", {
  practiceAreaId: integer("practice_area_id")
    .primaryKey()
    .references(() => practiceAreas.id, { onDelete: "cascade" }),
  body: text("body").notNull(),
  updatedById: integer("updated_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
  ...timestamps,
});

/**
 * An engagement letter for one enquiry (domain/engagement-letter.ts): the template and terms staff
 * edit while it is a draft, the letter filled as the client is shown it (frozen when sent), its
 * client link, and once signed the signature record and the signed PDF's R2 key. Triggers (migration)
 * refuse any change to a signed letter and to the letter's text once sent.
 */
export const engagementLetters = sqliteTable(
  "engagement_letters",
  {
    id: serialId(),
    contactId: belongsTo("contact_id", () => contacts.id),
    /** Null once the area is deleted: `practiceArea` keeps its title. */
    practiceAreaId: integer("practice_area_id").references(() => practiceAreas.id, { onDelete: "set null" }),
    practiceArea: text("practice_area").notNull(),
    responsibleAttorney: text("responsible_attorney").notNull().default(""),
    scope: text("scope").notNull().default(""),
    feeTerms: text("fee_terms").notNull().default(""),
    body: text("body").notNull(),
    html: text("html").notNull(),
    /** No ON DELETE action: a signed letter's row may not change, so a link goes only with its enquiry. */
    linkId: integer("link_id")
      .unique()
      .references(() => clientLinks.id),
    state: text("state", { enum: ENGAGEMENT_LETTER_STATES }).notNull().default("draft"),
    createdById: integer("created_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    sentAt: text("sent_at"),
    withdrawnAt: text("withdrawn_at"),
    signedAt: text("signed_at"),
    signerName: text("signer_name"),
    signerAddress: text("signer_address"),
    signerUserAgent: text("signer_user_agent"),
    documentHash: text("document_hash"),
    consentVersion: integer("consent_version"),
    pdfKey: text("pdf_key"),
    ...timestamps,
  },
  (t) => [
    check("engagement_letters_state_check", oneOf("state", ENGAGEMENT_LETTER_STATES)),
    index("engagement_letters_contact_idx").on(t.contactId, t.createdAt),
  ],
);
