import type { Database } from "@db/client";
import {
  adminSessions,
  adminUsers,
  attorneyTimeOff,
  authPolicy,
  blogPosts,
  bookings,
  contacts,
  firmSettings,
  media,
  newsletterSubscribers,
  pageSeo,
  passkeys,
  practiceAreas,
  staffInvitations,
  teamMembers,
  testimonials,
  totpFactors,
} from "@db/schema";
import type { AuditAction } from "@domain/audit";
import { readAttorneyAvailability } from "@worker/data/booking/attorney-availability";
import { readBookingSettingsDocument } from "@worker/data/booking/settings-edit";
import { eq } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";

/** What an admin write route changes, for the audit log: its entity and, where it has one, its row. */
interface Target {
  prefix: string;
  entity: string;
  table?: SQLiteTable;
  idColumn?: SQLiteColumn;
  /** A single-row table (the settings): its one id. */
  fixedId?: number;
  /** Actions by HTTP method, where the method alone does not say it (POST /uploads is an upload). */
  actions?: Partial<Record<string, AuditAction>>;
  /** No row to read: the answer itself is the "after" (only where it is known to hold no secret). */
  afterFromAnswer?: boolean;
  /** The item is the acting account itself (signing out ends its own session). */
  selfTarget?: boolean;
  /** Methods that change nothing yet (a passkey's or an authenticator's first step): no audit row. */
  notWrites?: readonly string[];
  /** A document spread over several tables (booking settings, an attorney's availability): how to read it. */
  read?: (db: Database, id: string) => Promise<Record<string, unknown> | null>;
  /** Columns never copied into the log: personal data an erase must remove for good. */
  unlogged?: readonly string[];
}

/** Longest prefix first: /api/staff/invitations before /api/staff. */
const TARGETS: Target[] = [
  { prefix: "/api/blog", entity: "blog_post", table: blogPosts, idColumn: blogPosts.id },
  { prefix: "/api/practice-areas", entity: "practice_area", table: practiceAreas, idColumn: practiceAreas.id },
  { prefix: "/api/team", entity: "team_member", table: teamMembers, idColumn: teamMembers.id },
  { prefix: "/api/testimonials", entity: "testimonial", table: testimonials, idColumn: testimonials.id },
  { prefix: "/api/contacts", entity: "contact", table: contacts, idColumn: contacts.id },
  {
    prefix: "/api/newsletter",
    entity: "subscriber",
    table: newsletterSubscribers,
    idColumn: newsletterSubscribers.id,
    // Removing a subscriber erases the address: the log keeps who removed which id, and when.
    unlogged: ["email", "token", "confirmToken"],
  },
  { prefix: "/api/settings", entity: "settings", table: firmSettings, idColumn: firmSettings.id, fixedId: 1 },
  { prefix: "/api/uploads", entity: "media", actions: { POST: "upload" }, afterFromAnswer: true },
  { prefix: "/api/media", entity: "media", table: media, idColumn: media.id },
  {
    prefix: "/api/staff/invitations",
    entity: "invitation",
    table: staffInvitations,
    idColumn: staffInvitations.id,
    actions: { POST: "invite", DELETE: "invitation_withdrawn" },
  },
  { prefix: "/api/staff", entity: "staff", table: adminUsers, idColumn: adminUsers.id },
  // A draft kept while typing, every few seconds: the real save is what the log records.
  { prefix: "/api/autosaves", entity: "autosave", notWrites: ["PUT", "DELETE"] },
  { prefix: "/api/logout", entity: "session", actions: { POST: "sign_out" }, selfTarget: true },
  // An account's own sign-in means (no afterFromAnswer: the authenticator's answer carries recovery codes).
  { prefix: "/api/account/passkeys/options", entity: "passkey", notWrites: ["POST"] },
  {
    prefix: "/api/account/passkeys",
    entity: "passkey",
    table: passkeys,
    idColumn: passkeys.id,
    actions: { POST: "passkey_added", DELETE: "passkey_removed" },
    selfTarget: true,
  },
  {
    prefix: "/api/account/sessions",
    entity: "session",
    table: adminSessions,
    idColumn: adminSessions.id,
    actions: { DELETE: "session_ended" },
  },
  {
    prefix: "/api/account/totp/confirm",
    entity: "authenticator",
    table: totpFactors,
    idColumn: totpFactors.adminId,
    actions: { POST: "create" },
    selfTarget: true,
  },
  {
    prefix: "/api/account/totp",
    entity: "authenticator",
    table: totpFactors,
    idColumn: totpFactors.adminId,
    notWrites: ["POST"],
    selfTarget: true,
  },
  {
    prefix: "/api/account/password",
    entity: "password",
    table: adminUsers,
    idColumn: adminUsers.id,
    actions: { POST: "update" },
    selfTarget: true,
  },
  { prefix: "/api/auth-policy", entity: "auth_policy", table: authPolicy, idColumn: authPolicy.id, fixedId: 1 },
  // Previews and revisions of posts, practice areas and attorneys: /api/content/:kind/:id/…; a preview
  // changes nothing and its answer holds the signed link, and a restore's fields are the revision's.
  { prefix: "/api/content", entity: "content" },
  { prefix: "/api/page-seo", entity: "page_seo", table: pageSeo, idColumn: pageSeo.page },
  // The staff Calendar: a meeting's move or cancellation (its secret hashes are redacted by name), blocked time.
  { prefix: "/api/calendar/bookings", entity: "booking", table: bookings, idColumn: bookings.id },
  { prefix: "/api/calendar/blocks", entity: "time_block", table: attorneyTimeOff, idColumn: attorneyTimeOff.id },
  // Issue 26: the booking rules and an attorney's availability, each read as the document it edits.
  {
    prefix: "/api/booking-settings",
    entity: "booking_settings",
    fixedId: 1,
    read: async (db) => ({ ...(await readBookingSettingsDocument(db)) }),
  },
  {
    prefix: "/api/attorney-availability",
    entity: "attorney_availability",
    read: async (db, id) => {
      const doc = await readAttorneyAvailability(db, id);
      return doc && { ...doc };
    },
    actions: { POST: "update", DELETE: "update" },
  },
];

/** The last static segment of a route after its id names the action: /api/staff/:id/role. */
const SUFFIX_ACTIONS: Record<string, AuditAction> = {
  role: "role_change",
  deactivate: "deactivate",
  reactivate: "reactivate",
  unsubscribe: "unsubscribe",
  preview: "preview_shared",
  move: "update",
  restore: "revision_restored",
  // The enquiry workflow (/api/contacts/:id/…): opening and assigning change the enquiry itself.
  opened: "update",
  notes: "note_added",
  resend: "email_resent",
  reschedule: "rescheduled",
  cancel: "cancelled",
};

const METHOD_ACTIONS: Record<string, AuditAction> = {
  POST: "create",
  PUT: "update",
  PATCH: "update",
  DELETE: "delete",
};

export interface ResolvedTarget {
  entity: string;
  /** The id from the path (or the single row's), when the route names one. */
  id: string | null;
  action: AuditAction;
  load: ((db: Database, id: string) => Promise<Record<string, unknown> | null>) | null;
  afterFromAnswer: boolean;
  selfTarget: boolean;
  /** The call changes nothing worth a row. */
  skip: boolean;
}

/** Hono's `:name` and `:name{pattern}` as a regex capture, to read a path's parameters by its route pattern. */
function paramsOf(pattern: string, path: string): string[] {
  const source = pattern
    .split(/(:\w+(?:\{[^}]*\})?\??)/)
    .map((part) => {
      const param = /^:\w+(?:\{([^}]*)\})?\??$/.exec(part);
      if (param) return `(${param[1] ?? "[^/]+"})`;
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  const match = new RegExp(`^${source}$`).exec(path);
  return match ? match.slice(1).map(decodeURIComponent) : [];
}

/** What the route `pattern` (as registered), called as `method path`, changes. */
export function resolveTarget(method: string, pattern: string, path: string): ResolvedTarget {
  const target = TARGETS.find((t) => pattern === t.prefix || pattern.startsWith(`${t.prefix}/`));
  const [firstParam] = paramsOf(pattern, path);
  const suffix = pattern.split("/").at(-1) ?? "";
  const action =
    target?.actions?.[method] ??
    (pattern.includes(":") && !suffix.startsWith(":") ? SUFFIX_ACTIONS[suffix] : undefined) ??
    METHOD_ACTIONS[method] ??
    "other";
  const entity = target?.entity ?? pattern.split("/")[2] ?? "api";
  const id = firstParam ?? (target?.fixedId !== undefined ? String(target.fixedId) : null);
  const { table, idColumn, unlogged = [] } = target ?? {};
  const load =
    target?.read ??
    (table && idColumn
      ? async (db: Database, rowId: string) => {
          const value = idColumn.dataType === "number" ? Number(rowId) : rowId;
          const [row] = await db.select().from(table).where(eq(idColumn, value)).limit(1);
          if (!row) return null;
          const logged: Record<string, unknown> = { ...row };
          for (const column of unlogged) delete logged[column];
          return logged;
        }
      : null);
  const flags = {
    afterFromAnswer: target?.afterFromAnswer ?? false,
    selfTarget: target?.selfTarget ?? false,
    skip: target?.notWrites?.includes(method) ?? false,
  };
  return { entity, id, action, load, ...flags };
}
