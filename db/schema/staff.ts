import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { STAFF_ROLES } from "../../domain/roles";
import { booleanColumn, oneOf, serialId, timestamps } from "./columns";

export const adminUsers = sqliteTable(
  "admin_users",
  {
    id: serialId(),
    /** Stored lower-cased. */
    email: text("email").notNull().unique(),
    name: text("name").notNull().default("Admin"),
    /** Self-describing: algorithm, parameters, salt and hash in one string. */
    passwordHash: text("password_hash").notNull(),
    lastLoginAt: text("last_login_at"),
    /** What the account may reach (domain/roles.ts); least privilege unless set. Accounts before roles are owners. */
    role: text("role", { enum: STAFF_ROLES }).notNull().default("intake"),
    /** Set while the account is deactivated: it cannot sign in and its sessions are refused. */
    deactivatedAt: text("deactivated_at"),
    /**
     * Sessions opened before this instant are refused (checked in D1 on every request, so it acts at
     * once everywhere, unlike a KV delete): set on deactivation, so reactivating revives none of them.
     */
    sessionsRevokedAt: text("sessions_revoked_at"),
    ...timestamps,
  },
  (t) => [check("admin_users_email_lower_check", sql`${t.email} = lower(${t.email})`)],
);

/**
 * An owner's invitation to a new staff member: a one-time link (only its SHA-256 is stored) that
 * lets the invitee set a password, which creates the account with the invited role.
 */
export const staffInvitations = sqliteTable(
  "staff_invitations",
  {
    id: serialId(),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: integer("invited_by").references(() => adminUsers.id, { onDelete: "set null" }),
    expiresAt: text("expires_at").notNull(),
    acceptedAt: text("accepted_at"),
    /** Set when an owner withdraws it, or a newer invitation for the same email replaces it. */
    revokedAt: text("revoked_at"),
    ...timestamps,
  },
  (t) => [
    check("staff_invitations_email_lower_check", sql`${t.email} = lower(${t.email})`),
    check("staff_invitations_role_check", oneOf("role", STAFF_ROLES)),
    index("staff_invitations_email_idx").on(t.email),
  ],
);

/** The firm's sign-in rules, one row (owners set them). */
export const authPolicy = sqliteTable(
  "auth_policy",
  {
    id: integer("id").primaryKey(),
    /** Every staff sign-in needs a passkey, or a password and a TOTP code. */
    requireSecondFactor: booleanColumn("require_second_factor"),
    ...timestamps,
  },
  (t) => [check("auth_policy_single_row_check", sql`${t.id} = 1`)],
);

/** An account's own row (a session, a token, a passkey, a recovery code): required, and deleted with the account. */
export const accountIdColumn = () =>
  integer("admin_id")
    .notNull()
    .references(() => adminUsers.id, { onDelete: "cascade" });
