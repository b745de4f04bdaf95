import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { NAME_DISPLAYS, TESTIMONIAL_SERVICES, TESTIMONIAL_STATUSES } from "../../domain/constants";
import { booleanColumn, nowIso, oneOf, serialId, timestamps } from "./columns";

export const testimonials = sqliteTable(
  "testimonials",
  {
    id: serialId(),
    name: text("name").notNull(),
    email: text("email"),
    service: text("service", { enum: TESTIMONIAL_SERVICES }),
    rating: integer("rating").notNull().default(5),
    content: text("content").notNull(),
    status: text("status", { enum: TESTIMONIAL_STATUSES }).notNull().default("pending"),
    featured: booleanColumn("featured"),
    dateSubmitted: text("date_submitted").notNull().default(nowIso),
    /** The author agreed to publication (the public form requires it). */
    publishConsent: booleanColumn("publish_consent"),
    /** How the public page names the author. */
    nameDisplay: text("name_display", { enum: NAME_DISPLAYS }).notNull().default("full"),
    ...timestamps,
  },
  (t) => [
    // publish_consent and name_display came later: checked by the schemas, not by CHECKs that
    // would have meant rebuilding the table (migrations stay additive).
    check("testimonials_rating_check", sql`${t.rating} BETWEEN 1 AND 5`),
    check("testimonials_status_check", oneOf("status", TESTIMONIAL_STATUSES)),
    check("testimonials_service_check", sql`${t.service} IS NULL OR ${oneOf("service", TESTIMONIAL_SERVICES)}`),
    check("testimonials_featured_check", sql`${t.featured} IN (0, 1)`),
    index("testimonials_status_date_idx").on(t.status, t.dateSubmitted),
    index("testimonials_featured_idx").on(t.featured, t.status, t.dateSubmitted),
    // Staff's list of every status and the dashboard's activity, newest first (tests/db/query-plans.test.ts).
    index("testimonials_date_idx").on(t.dateSubmitted, t.id),
  ],
);
