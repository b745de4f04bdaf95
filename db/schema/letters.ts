import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamps } from "./columns";
import { practiceAreas } from "./content";
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
