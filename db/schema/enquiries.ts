import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { BOOKING_EVENTS } from "../../domain/booking";
import { CONTACT_STATUSES, PUBLIC_SERVICE_CHOICES } from "../../domain/constants";
import { nowIso, oneOf, serialId, timestamps } from "./columns";
import { teamMembers } from "./content";
import { adminUsers } from "./staff";

export const contacts = sqliteTable(
  "contacts",
  {
    id: serialId(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** The practice area the visitor chose: a published practice area's title, or "Other". */
    practiceArea: text("practice_area_name"),
    /**
     * The column before migration 0029: its CHECK allows only the seven choices of the first contact
     * form, so an area added since (Litigation, Estate Planning) could not be stored. Copied into
     * practice_area_name by that migration, read by nothing, written by nothing since.
     */
    legacyPracticeArea: text("practice_area", { enum: PUBLIC_SERVICE_CHOICES }),
    status: text("status", { enum: CONTACT_STATUSES }).notNull().default("unread"),
    /** Names the visitor gave as other parties involved (the conflict pre-screen reads them). */
    otherParties: text("other_parties"),
    /** The attorney the enquiry is assigned to. */
    assignedTo: text("assigned_to").references(() => teamMembers.id, { onDelete: "set null" }),
    /** When staff first opened its details; null means nobody has yet. */
    openedAt: text("opened_at"),
    /** The version of the consent text the visitor accepted (consent_texts). */
    consentVersion: integer("consent_version"),
    /** When the client signed the engagement letter: the enquiry is then "retained" (domain/enquiry-state.ts). */
    retainedAt: text("retained_at"),
    /** Set when the retention job cleared the visitor's details. */
    anonymizedAt: text("anonymized_at"),
    /** Where the enquiry came from (issue 26, domain/attribution.ts): first page, referring host, UTM. */
    landingPage: text("landing_page"),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    /** A booking's enquiry: what last happened to the consultation (null: a contact-form enquiry). */
    bookingState: text("booking_state", { enum: BOOKING_EVENTS }),
    ...timestamps,
  },
  (t) => [
    check("contacts_status_check", oneOf("status", CONTACT_STATUSES)),
    // The dashboard's figures by source, page and area over the last days: a range of this index, never the table.
    index("contacts_attribution_idx").on(t.createdAt, t.utmSource, t.referrerHost, t.landingPage, t.practiceArea),
    index("contacts_assigned_idx").on(t.assignedTo, t.createdAt),
    index("contacts_opened_idx").on(t.openedAt),
    index("contacts_retained_idx").on(t.retainedAt, t.createdAt),
    check(
      "contacts_practice_area_check",
      sql`${t.legacyPracticeArea} IS NULL OR ${oneOf("practice_area", PUBLIC_SERVICE_CHOICES)}`,
    ),
    index("contacts_status_date_idx").on(t.status, t.createdAt),
    index("contacts_date_idx").on(t.createdAt),
  ],
);

/** Every consent text the enquiry form has shown, by version: what an enquiry's consent_version meant. */
export const consentTexts = sqliteTable("consent_texts", {
  version: integer("version").primaryKey(),
  text: text("text").notNull(),
  createdAt: text("created_at").notNull().default(nowIso),
});

/** The enquiry a note or a status change belongs to: required, and deleted with the enquiry. */
const contactIdColumn = () =>
  integer("contact_id")
    .notNull()
    .references(() => contacts.id, { onDelete: "cascade" });

/** Staff's internal notes on an enquiry: who wrote each, and when. */
export const contactNotes = sqliteTable(
  "contact_notes",
  {
    id: serialId(),
    contactId: contactIdColumn(),
    authorId: integer("author_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** Kept as written, so a note still says who wrote it after the account is gone. */
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [index("contact_notes_contact_idx").on(t.contactId, t.createdAt)],
);

/** Each status an enquiry was given: by whom (null: the website), and when. */
export const contactStatusHistory = sqliteTable(
  "contact_status_history",
  {
    id: serialId(),
    contactId: contactIdColumn(),
    status: text("status", { enum: CONTACT_STATUSES }).notNull(),
    changedById: integer("changed_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    changedByName: text("changed_by_name"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    check("contact_status_history_status_check", oneOf("status", CONTACT_STATUSES)),
    index("contact_status_history_contact_idx").on(t.contactId, t.createdAt),
  ],
);
