import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { ACCOUNT_TOKEN_PURPOSES, AUTH_CHALLENGE_PURPOSES } from "../../domain/constants";
import { booleanColumn, nowIso, oneOf, serialId } from "./columns";
import { accountIdColumn, adminUsers } from "./staff";

/**
 * Every open back-office session, per account (docs/decisions/011-session-index.md): KV holds the
 * session itself under the hash of its token; this index lets staff see and end their sessions and
 * lets a password change or a deactivation end every session of an account at once.
 */
export const adminSessions = sqliteTable(
  "admin_sessions",
  {
    /** The public id shown to staff; the token itself is never stored, only its SHA-256. */
    id: text("id").primaryKey(),
    adminId: accountIdColumn(),
    tokenHash: text("token_hash").notNull().unique(),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: text("created_at").notNull().default(nowIso),
    lastSeenAt: text("last_seen_at").notNull().default(nowIso),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [
    index("admin_sessions_admin_idx").on(t.adminId, t.expiresAt),
    index("admin_sessions_expiry_idx").on(t.expiresAt),
  ],
);

/** Single-use account links (password resets), stored as the SHA-256 of the token sent. */
export const accountTokens = sqliteTable(
  "account_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    adminId: accountIdColumn(),
    purpose: text("purpose", { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    check("account_tokens_purpose_check", oneOf("purpose", ACCOUNT_TOKEN_PURPOSES)),
    index("account_tokens_admin_idx").on(t.adminId, t.purpose),
    index("account_tokens_expiry_idx").on(t.expiresAt),
  ],
);

/** Staff passkeys (WebAuthn credentials); the id is the credential id, base64url. */
export const passkeys = sqliteTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    adminId: accountIdColumn(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    /** Comma-separated authenticator transports (usb, internal, hybrid…), as the browser reported them. */
    transports: text("transports").notNull().default(""),
    name: text("name").notNull(),
    backedUp: booleanColumn("backed_up"),
    createdAt: text("created_at").notNull().default(nowIso),
    lastUsedAt: text("last_used_at"),
  },
  (t) => [index("passkeys_admin_idx").on(t.adminId), check("passkeys_backed_up_check", sql`${t.backedUp} IN (0, 1)`)],
);

/**
 * Short-lived sign-in challenges (passkey registration and sign-in, a pending second factor), each
 * consumed once by a DELETE … RETURNING, so a replay finds nothing.
 */
export const authChallenges = sqliteTable(
  "auth_challenges",
  {
    /** The WebAuthn challenge, or the SHA-256 of a pending second-factor token. */
    id: text("id").primaryKey(),
    purpose: text("purpose", { enum: AUTH_CHALLENGE_PURPOSES }).notNull(),
    adminId: integer("admin_id").references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    check("auth_challenges_purpose_check", oneOf("purpose", AUTH_CHALLENGE_PURPOSES)),
    index("auth_challenges_expiry_idx").on(t.expiresAt),
  ],
);

/** A TOTP authenticator app per account: confirmed once a first code from it was accepted. */
export const totpFactors = sqliteTable("totp_factors", {
  adminId: integer("admin_id")
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  /** The shared secret, base32 (RFC 6238 key). */
  secret: text("secret").notNull(),
  confirmedAt: text("confirmed_at"),
  /** The last time step accepted, so one code cannot be used twice. */
  lastStep: integer("last_step").notNull().default(0),
  createdAt: text("created_at").notNull().default(nowIso),
});

/** One-time recovery codes for the second factor, stored as SHA-256. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: serialId(),
    adminId: accountIdColumn(),
    codeHash: text("code_hash").notNull().unique(),
    usedAt: text("used_at"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [index("recovery_codes_admin_idx").on(t.adminId)],
);
