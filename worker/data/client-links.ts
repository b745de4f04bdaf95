import type { Database } from "@db/client";
import { clientLinks } from "@db/schema";
import { CLIENT_LINK_LIFETIME_DAYS, type ClientLinkPurpose, type ClientLinkRefusal } from "@domain/client-links";
import { and, eq, isNull } from "drizzle-orm";
import { newLinkSecret, sha256Hex } from "../auth/tokens";

/**
 * The secret links clients receive (questionnaires, engagement letters): the same rules as a
 * booking's manage link (a 256-bit secret from newLinkSecret, only its SHA-256 stored), plus a
 * purpose, the enquiry it belongs to, an expiry and revocation.
 */

export type ClientLink = typeof clientLinks.$inferSelect;

export type ClientLinkCheck = { kind: "valid"; link: ClientLink } | { kind: ClientLinkRefusal };

/** A token's shape: 32 random bytes in base64url (43 characters); anything else is unknown at once. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const DAY_MS = 86_400_000;

/** When a link sent at `now` stops working. */
export const clientLinkExpiry = (now: Date, days = CLIENT_LINK_LIFETIME_DAYS) =>
  new Date(now.getTime() + days * DAY_MS).toISOString();

/**
 * A new link for one enquiry and purpose. The token is returned once, to go into the email;
 * the database keeps only its hash.
 */
export async function issueClientLink(
  db: Database,
  input: { purpose: ClientLinkPurpose; contactId: number; expiresAt: string; createdById: number | null },
): Promise<{ link: ClientLink; token: string }> {
  const secret = await newLinkSecret();
  const [link] = await db
    .insert(clientLinks)
    .values({ ...input, tokenHash: secret.hash })
    .returning();
  if (!link) throw new Error("client link was not stored");
  return { link, token: secret.token };
}

/**
 * What a token opens for `purpose` at `now`. A token of another purpose, or of another enquiry
 * when `contactId` is given, answers "unknown": it never tells the client (or a guesser) that it
 * exists elsewhere. Withdrawal wins over expiry: the client is told the firm withdrew it.
 */
export async function verifyClientLink(
  db: Database,
  token: string,
  purpose: ClientLinkPurpose,
  now: Date,
  contactId?: number,
): Promise<ClientLinkCheck> {
  if (!TOKEN_SHAPE.test(token)) return { kind: "unknown" };
  const [link] = await db
    .select()
    .from(clientLinks)
    .where(eq(clientLinks.tokenHash, await sha256Hex(token)))
    .limit(1);
  if (!link || link.purpose !== purpose) return { kind: "unknown" };
  if (contactId !== undefined && link.contactId !== contactId) return { kind: "unknown" };
  if (link.revokedAt) return { kind: "revoked" };
  if (link.expiresAt <= now.toISOString()) return { kind: "expired" };
  return { kind: "valid", link };
}

/** Withdraws a link; answers false when it was already withdrawn or does not exist. */
export async function revokeClientLink(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(clientLinks)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(clientLinks.id, id), isNull(clientLinks.revokedAt)))
    .returning({ id: clientLinks.id });
  return rows.length > 0;
}

/** Withdraws every live link of an enquiry for a purpose (a newer link replaces them). */
export async function revokeClientLinksOf(db: Database, contactId: number, purpose: ClientLinkPurpose, now: Date) {
  await db
    .update(clientLinks)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(clientLinks.contactId, contactId), eq(clientLinks.purpose, purpose), isNull(clientLinks.revokedAt)));
}
