import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { type Answers, QUESTIONNAIRE_STATES, type Question } from "../../domain/questionnaire";
import { clientLinks } from "./client-links";
import { belongsTo, nowIso, oneOf, serialId } from "./columns";
import { practiceAreas } from "./content";
import { contacts } from "./enquiries";
import { adminUsers } from "./staff";

/**
 * Each saved version of a practice area's questionnaire. Versions are never changed or deleted:
 * a questionnaire already sent keeps pointing at the questions its client sees.
 */
export const questionnaireTemplates = sqliteTable(
  "questionnaire_templates",
  {
    id: serialId(),
    /** Null once the area is deleted: the versions stay for the questionnaires sent with them. */
    practiceAreaId: integer("practice_area_id").references(() => practiceAreas.id, { onDelete: "set null" }),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    intro: text("intro").notNull().default(""),
    questions: text("questions", { mode: "json" }).$type<Question[]>().notNull(),
    savedById: integer("saved_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    savedByName: text("saved_by_name"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [uniqueIndex("questionnaire_templates_area_version_idx").on(t.practiceAreaId, t.version)],
);

/** A questionnaire sent for an enquiry: the version it was sent with, its client link, the answers. */
export const questionnaires = sqliteTable(
  "questionnaires",
  {
    id: serialId(),
    contactId: belongsTo("contact_id", () => contacts.id),
    templateId: integer("template_id")
      .notNull()
      .references(() => questionnaireTemplates.id),
    linkId: integer("link_id")
      .notNull()
      .unique()
      .references(() => clientLinks.id, { onDelete: "cascade" }),
    status: text("status", { enum: QUESTIONNAIRE_STATES }).notNull().default("sent"),
    answers: text("answers", { mode: "json" }).$type<Answers>().notNull().default({}),
    sentById: integer("sent_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    sentAt: text("sent_at").notNull().default(nowIso),
    openedAt: text("opened_at"),
    savedAt: text("saved_at"),
    submittedAt: text("submitted_at"),
  },
  (t) => [
    check("questionnaires_status_check", oneOf("status", QUESTIONNAIRE_STATES)),
    index("questionnaires_contact_idx").on(t.contactId, t.sentAt),
  ],
);
