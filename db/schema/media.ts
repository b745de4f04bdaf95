import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { UPLOAD_KIND_NAMES } from "../../domain/constants";
import { booleanColumn, oneOf, serialId, timestamps } from "./columns";
import { adminUsers } from "./staff";

/**
 * Every file stored in R2 (staff uploads and seeded images), so media can be listed, described
 * (alt text, or marked decorative on purpose) and rendered with its size known in advance.
 */
export const media = sqliteTable(
  "media",
  {
    id: serialId(),
    /** The R2 key, `<kind>/<uuid>.<ext>`; served at /media/<key>. */
    key: text("key").notNull().unique(),
    kind: text("kind", { enum: UPLOAD_KIND_NAMES }).notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    width: integer("width"),
    height: integer("height"),
    /** Null until someone describes the image; "" only together with `decorative`. */
    alt: text("alt"),
    decorative: booleanColumn("decorative"),
    uploadedBy: integer("uploaded_by").references(() => adminUsers.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    check("media_kind_check", oneOf("kind", UPLOAD_KIND_NAMES)),
    check("media_size_check", sql`${t.size} >= 0`),
    check("media_decorative_check", sql`${t.decorative} IN (0, 1)`),
    index("media_kind_date_idx").on(t.kind, t.createdAt),
    index("media_date_idx").on(t.createdAt),
  ],
);
