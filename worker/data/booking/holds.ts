import type { Database } from "@db/client";
import { bookings } from "@db/schema";
import { BOOKING } from "@domain/booking";
import { BOOKING_MESSAGES as B } from "@domain/booking-messages";
import type { BookingRow } from "@domain/rows";
import { and, count, eq, gt } from "drizzle-orm";
import { randomToken, sha256Hex } from "../../auth/tokens";
import type { AppEnv } from "../../env";
import type { Visitor } from "../submissions";
import { claimSlot, type Taken } from "./claim";
import { BOOKING_LIMITS, countAttempt, type Throttled } from "./limits";
import { bookableType } from "./lookups";

/**
 * No hoarding (issue 38): a hold keeps a slot from everyone else for a few minutes, so each visitor
 * (client address, IPv6 by its /64) may start only so many in ten minutes and keep only
 * BOOKING.maxLiveHolds at once, and a visitor's new hold releases the one it replaces.
 */

export type HoldOutcome =
  | { kind: "held"; hold: string; booking: BookingRow }
  | Taken
  | { kind: "invalid"; message: string }
  | Throttled
  /** The visitor already keeps BOOKING.maxLiveHolds live holds. */
  | { kind: "capped"; message: string };

export interface HoldChoice {
  attorneyId: string;
  typeId: number;
  start: string;
  /** Attorneys whose slots are offered instead when this one is taken. */
  pool?: string[];
  /** The secret of the visitor's previous hold, released by this one. */
  replaces?: string;
}

/** Gives a visitor's hold back: its slot is free again at once. Only the holder knows the secret. */
async function releaseHold(db: Database, secret: string) {
  await db.delete(bookings).where(and(eq(bookings.holdHash, await sha256Hex(secret)), eq(bookings.status, "held")));
}

async function liveHoldsOf(db: Database, client: string, now: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.holdClient, client), eq(bookings.status, "held"), gt(bookings.holdExpiresAt, now)));
  return row?.n ?? 0;
}

/** Holds a slot while the visitor fills in the form; answers the hold's secret. */
export async function holdSlot(app: AppEnv, choice: HoldChoice, visitor: Visitor, now: string): Promise<HoldOutcome> {
  const type = await bookableType(app.db, choice.attorneyId, choice.typeId);
  if (!type) return { kind: "invalid", message: B.unknownType };
  const attempt = await countAttempt(app, BOOKING_LIMITS.hold, visitor);
  if (attempt.kind === "throttled") return attempt;
  if (choice.replaces) await releaseHold(app.db, choice.replaces);
  const capped = { kind: "capped", message: B.holdsCapped } as const;
  if ((await liveHoldsOf(app.db, attempt.subject, now)) >= BOOKING.maxLiveHolds) return capped;
  const hold = randomToken();
  const claim = await claimSlot(app.db, {
    ...choice,
    type,
    now,
    status: "held",
    holdHash: await sha256Hex(hold),
    holdClient: attempt.subject,
  });
  if (claim.kind === "claimed") return { kind: "held", hold, booking: claim.booking };
  // The write also counts the visitor's holds: one sent alongside may have reached the cap first.
  return (await liveHoldsOf(app.db, attempt.subject, now)) >= BOOKING.maxLiveHolds ? capped : claim;
}
