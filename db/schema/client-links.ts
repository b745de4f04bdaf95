import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { CLIENT_LINK_PURPOSES } from "../../domain/client-links";
import { belongsTo, nowIso, oneOf, serialId } from "./columns";
import { contacts } from "./enquiries";
import { adminUsers } from "./staff";

/**
 * The secret links clients receive (domain/client-links.ts): only the SHA-256 of each 256-bit token
 * is stored, so a copy of the database opens nothing. A link belongs to one enquiry and one purpose.
 */
export const clientLinks = sqliteTable(
  "client_links",
  {
    id: serialId(),
    tokenHash: text("token_hash").notNull().unique(),
    purpose: text("purpose", { enum: CLIENT_LINK_PURPOSES }).notNull(),
    contactId: belongsTo("contact_id", () => contacts.id),
    expiresAt: text("expires_at").notNull(),
    /** Set when staff withdraw the link (or a newer one replaces it); it then never opens again. */
    revokedAt: text("revoked_at"),
    createdById: integer("created_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    check("client_links_purpose_check", oneOf("purpose", CLIENT_LINK_PURPOSES)),
    index("client_links_contact_idx").on(t.contactId, t.purpose),
  ],
);
