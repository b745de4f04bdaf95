import type { Database } from "@db/client";
import { adminUsers, staffInvitations } from "@db/schema";
import { STAFF } from "@domain/constants";
import type { StaffRole } from "@domain/roles";
import type { PendingInvitation, StaffMember } from "@domain/rows";
import type { StaffInvitationInput } from "@domain/schemas/staff";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { isUniqueViolation } from "./writes";

/** The Staff screen's data: accounts, invitations, role changes and (de)activation, by owners. */

const member = {
  id: adminUsers.id,
  email: adminUsers.email,
  name: adminUsers.name,
  role: adminUsers.role,
  deactivatedAt: adminUsers.deactivatedAt,
  lastLoginAt: adminUsers.lastLoginAt,
  createdAt: adminUsers.createdAt,
  // One indexed count per account (passkeys_admin_idx); staff lists are a handful of rows.
  // Spelled out: inside a one-table select Drizzle leaves column names unqualified, and a bare "id"
  // would be the passkey's.
  passkeyCount: sql<number>`(SELECT count(*) FROM passkeys WHERE passkeys.admin_id = admin_users.id)`.mapWith(Number),
};
const selectMembers = (db: Database) => db.select(member).from(adminUsers);
type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

const toMember = ({ deactivatedAt, ...row }: MemberRow): StaffMember => ({
  ...row,
  status: deactivatedAt ? "deactivated" : "active",
});

export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await selectMembers(db).orderBy(asc(adminUsers.name), asc(adminUsers.id));
  return rows.map(toMember);
}

export async function getStaffMember(db: Database, id: number): Promise<StaffMember | null> {
  const [row] = await selectMembers(db).where(eq(adminUsers.id, id)).limit(1);
  return row ? toMember(row) : null;
}

/** Owners other than `id` who can still act: the last-owner rule reads it inside each guarded UPDATE. */
const otherActiveOwners = (id: number) =>
  sql`(SELECT count(*) FROM admin_users WHERE role = 'owner' AND deactivated_at IS NULL AND id != ${id}) > 0`;

/** Stops a change that would leave no active owner; one statement, so two owners cannot demote each other at once. */
const keepsAnOwner = (id: number) => sql`(${adminUsers.role} != 'owner' OR ${otherActiveOwners(id)})`;

export type StaffChange =
  | { ok: true; before: StaffMember; after: StaffMember }
  | { ok: false; problem: "not_found" | "last_owner" };

async function change(db: Database, id: number, apply: () => Promise<unknown[]>): Promise<StaffChange> {
  const before = await getStaffMember(db, id);
  if (!before) return { ok: false, problem: "not_found" };
  const changed = await apply();
  if (changed.length === 0) return { ok: false, problem: "last_owner" };
  const after = await getStaffMember(db, id);
  return after ? { ok: true, before, after } : { ok: false, problem: "not_found" };
}

export const changeStaffRole = (db: Database, id: number, role: StaffRole) =>
  change(db, id, () =>
    db
      .update(adminUsers)
      .set({ role })
      .where(and(eq(adminUsers.id, id), role === "owner" ? sql`1 = 1` : keepsAnOwner(id)))
      .returning({ id: adminUsers.id }),
  );

/**
 * Deactivates an account and ends every session it has, at once: the session check reads
 * deactivated_at and sessions_revoked_at from D1 on every request.
 */
export const deactivateStaff = (db: Database, id: number, now = new Date()) =>
  change(db, id, () =>
    db
      .update(adminUsers)
      .set({
        deactivatedAt: sql`coalesce(${adminUsers.deactivatedAt}, ${now.toISOString()})`,
        sessionsRevokedAt: now.toISOString(),
      })
      .where(and(eq(adminUsers.id, id), keepsAnOwner(id)))
      .returning({ id: adminUsers.id }),
  );

/** Sessions it had before deactivation stay ended (sessions_revoked_at is kept). */
export const reactivateStaff = (db: Database, id: number) =>
  change(db, id, () =>
    db.update(adminUsers).set({ deactivatedAt: null }).where(eq(adminUsers.id, id)).returning({ id: adminUsers.id }),
  );

// Invitations ---------------------------------------------------------------------------------

const pending = (now: Date) =>
  and(
    isNull(staffInvitations.acceptedAt),
    isNull(staffInvitations.revokedAt),
    gt(staffInvitations.expiresAt, now.toISOString()),
  );

export async function listPendingInvitations(db: Database, now = new Date()): Promise<PendingInvitation[]> {
  return db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      name: staffInvitations.name,
      role: staffInvitations.role,
      expiresAt: staffInvitations.expiresAt,
      createdAt: staffInvitations.createdAt,
    })
    .from(staffInvitations)
    .where(pending(now))
    .orderBy(asc(staffInvitations.createdAt));
}

export type InvitationOutcome = { ok: true; invitation: PendingInvitation } | { ok: false; problem: "account_exists" };

/**
 * Records an invitation whose link carries `tokenHash`'s token; an earlier pending invitation for the
 * same email is withdrawn, so only the newest link works.
 */
export async function createInvitation(
  db: Database,
  input: StaffInvitationInput,
  tokenHash: string,
  invitedBy: number,
  now = new Date(),
): Promise<InvitationOutcome> {
  const [existing] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, input.email));
  if (existing) return { ok: false, problem: "account_exists" };
  const expiresAt = new Date(now.getTime() + STAFF.invitationHours * 3_600_000).toISOString();
  const [, [row]] = await db.batch([
    db
      .update(staffInvitations)
      .set({ revokedAt: now.toISOString() })
      .where(and(eq(staffInvitations.email, input.email), pending(now))),
    db
      .insert(staffInvitations)
      .values({ ...input, tokenHash, invitedBy, expiresAt })
      .returning(),
  ]);
  if (!row) throw new Error("invitation insert returned no row");
  const { id, email, name, role, createdAt } = row;
  return { ok: true, invitation: { id, email, name, role, expiresAt, createdAt } };
}

/** Withdraws a pending invitation; answers it, or null when there is none pending with that id. */
export async function revokeInvitation(db: Database, id: number, now = new Date()): Promise<PendingInvitation | null> {
  const [row] = await db
    .update(staffInvitations)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(staffInvitations.id, id), pending(now)))
    .returning();
  return row
    ? {
        id: row.id,
        email: row.email,
        name: row.name,
        role: row.role,
        expiresAt: row.expiresAt,
        createdAt: row.createdAt,
      }
    : null;
}

/** The pending invitation a link's token (by its hash) names, if it can still be used. */
export async function findUsableInvitation(db: Database, tokenHash: string, now = new Date()) {
  const [row] = await db
    .select({ id: staffInvitations.id, email: staffInvitations.email, name: staffInvitations.name })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, tokenHash), pending(now)))
    .limit(1);
  return row ?? null;
}

export type AcceptOutcome =
  | { ok: true; account: { id: number; email: string; name: string; role: StaffRole } }
  | { ok: false; problem: "unusable" | "account_exists" };

/**
 * Uses an invitation once: in one transaction the invitation is marked accepted (only while pending)
 * and the account is created from it, so a link works once, and never after 72 hours.
 */
export async function acceptInvitation(
  db: Database,
  tokenHash: string,
  passwordHash: string,
  now = new Date(),
): Promise<AcceptOutcome> {
  const invitation = await findUsableInvitation(db, tokenHash, now);
  if (!invitation) return { ok: false, problem: "unusable" };
  const acceptedAt = now.toISOString();
  // Raw statements, because Drizzle's D1 batch takes no INSERT … SELECT with a bound value.
  const d1 = db.$client;
  try {
    const [claim] = await d1.batch([
      d1
        .prepare(
          `UPDATE staff_invitations SET accepted_at = ?1, updated_at = ?1
           WHERE id = ?2 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > ?1 RETURNING id`,
        )
        .bind(acceptedAt, invitation.id),
      // Creates the account only when the statement before claimed the invitation in this transaction.
      d1
        .prepare(
          `INSERT INTO admin_users (email, name, role, password_hash)
           SELECT email, name, role, ?1 FROM staff_invitations WHERE id = ?2 AND accepted_at = ?3`,
        )
        .bind(passwordHash, invitation.id, acceptedAt),
    ]);
    const claimed = claim?.results ?? [];
    if (claimed.length === 0) return { ok: false, problem: "unusable" };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, problem: "account_exists" };
    throw error;
  }
  const [account] = await db
    .select({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name, role: adminUsers.role })
    .from(adminUsers)
    .where(eq(adminUsers.email, invitation.email));
  return account ? { ok: true, account } : { ok: false, problem: "unusable" };
}
