import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CONTENT_KINDS, REVISION_EVENTS } from "../../domain/constants";
import { belongsTo, nowIso, oneOf, serialId } from "./columns";
import { adminUsers } from "./staff";

/**
 * An old slug of a post or practice area (or an old attorney id) and the item it now points to. The
 * target is the item's id, not its new slug, so a chain of renames always answers one 301 to today's
 * address. A slug here is reserved for its item while the redirect exists.
 */
export const slugRedirects = sqliteTable(
  "slug_redirects",
  {
    kind: text("kind", { enum: CONTENT_KINDS }).notNull(),
    slug: text("slug").notNull(),
    targetId: text("target_id").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.slug] }),
    check("slug_redirects_kind_check", oneOf("kind", CONTENT_KINDS)),
    index("slug_redirects_target_idx").on(t.kind, t.targetId),
  ],
);

/** A saved state of a post, practice area or attorney: who saved it, when, and its editable fields. */
export const revisions = sqliteTable(
  "revisions",
  {
    id: serialId(),
    kind: text("kind", { enum: CONTENT_KINDS }).notNull(),
    entityId: text("entity_id").notNull(),
    fields: text("fields", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    authorId: integer("author_id").references(() => adminUsers.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull().default(""),
    /** The revision this one restored, when it was a restore. */
    restoredFrom: integer("restored_from"),
    /** A publishing event this revision records (the schedule it set, or the schedule coming to pass), with its minute. */
    event: text("event", { enum: REVISION_EVENTS }),
    eventAt: text("event_at"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    check("revisions_kind_check", oneOf("kind", CONTENT_KINDS)),
    index("revisions_entity_idx").on(t.kind, t.entityId, t.id),
    // A schedule comes to pass once: a second cron run (or two at once) records nothing more.
    uniqueIndex("revisions_published_on_schedule_idx")
      .on(t.kind, t.entityId, t.eventAt)
      .where(sql`${t.event} = 'published_on_schedule'`),
  ],
);

/**
 * The text a staff member is writing but has not saved yet: one autosave per person and item
 * (`entity_id` "new" for an item never saved), replaced on every autosave, cleared by a real save.
 * Not a revision: revisions are what was saved.
 */
export const autosaves = sqliteTable(
  "autosaves",
  {
    kind: text("kind", { enum: CONTENT_KINDS }).notNull(),
    entityId: text("entity_id").notNull(),
    authorId: belongsTo("author_id", () => adminUsers.id),
    fields: text("fields", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    savedAt: text("saved_at").notNull().default(nowIso),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.entityId, t.authorId] }),
    check("autosaves_kind_check", oneOf("kind", CONTENT_KINDS)),
  ],
);

/**
 * Who has an item open in an editor right now: one row per account and browser tab, its time moved
 * on each heartbeat; a row older than PRESENCE_TTL_MS no longer counts and is swept by the item's
 * next heartbeat. In D1, not KV: a heartbeat must be seen by the next reader at once (docs/decisions/040).
 */
export const editingPresence = sqliteTable(
  "editing_presence",
  {
    kind: text("kind", { enum: CONTENT_KINDS }).notNull(),
    entityId: text("entity_id").notNull(),
    adminId: belongsTo("admin_id", () => adminUsers.id),
    tabId: text("tab_id").notNull(),
    seenAt: text("seen_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.entityId, t.adminId, t.tabId] }),
    check("editing_presence_kind_check", oneOf("kind", CONTENT_KINDS)),
  ],
);
