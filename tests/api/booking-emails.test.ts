import { env } from "cloudflare:workers";
import { bookings } from "@db/schema";
import { icsTime } from "@domain/ics";
import type { OutboxRow } from "@domain/rows";
import { cancelBooking, rescheduleBooking } from "@worker/data/booking/manage";
import { sendDueReminders } from "@worker/data/booking/reminders";
import { appEnv } from "@worker/env";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { bookedThroughApi } from "../support/booking";
import { insertTestFirm, testDb } from "../support/db";
import { outboxFor, QUEUE_DELIVERY, renderedEmail } from "../support/email";
import { property } from "../support/ics";

// The real queue delivers within a second or two; a few deliveries in one test need more than 5 s.
vi.setConfig({ testTimeout: 60_000 });

const SITE = "http://site.test";
/** The firm's intake notification address (Settings lists none, so the firm's email). */
const INTAKE = "office@whitmore-law.test";
beforeAll(() => insertTestFirm({ firmName: "Whitmore & Associates", email: INTAKE }));

/** Waits until the real queue consumer has sent `count` rows about the enquiry; answers them. */
const sentRows = (contactId: number, count: number) =>
  vi.waitFor(async () => {
    const rows = await outboxFor("contact", contactId);
    expect(rows.filter((r) => r.status === "sent")).toHaveLength(count);
    expect(rows).toHaveLength(count);
    return rows;
  }, QUEUE_DELIVERY);

/** The calendar invitation (or cancellation) an outbox row sends, and the message around it. */
async function invitationOf(row: OutboxRow) {
  const { message, attachmentType, calendar } = await renderedEmail(row);
  expect(attachmentType).toMatch(/^text\/calendar; charset=utf-8; method=(REQUEST|CANCEL)$/);
  if (!calendar) throw new Error(`no calendar in the email to ${row.recipient}`);
  return { message, calendar };
}

const bookOne = bookedThroughApi;

describe("booking emails through the outbox", () => {
  it("sends the visitor a METHOD:REQUEST invitation in UTC with the firm as organizer and a manage link, and the attorney and intake an alert", async () => {
    const { booking, email, attorneyId, manageToken } = await bookOne();
    const rows = await sentRows(booking.contactId ?? 0, 3);
    const visitor = rows.find((r) => r.recipient === email);
    const attorney = rows.find((r) => r.recipient === `${attorneyId}@firm.example`);
    expect(visitor?.kind).toBe("booking_confirmation");
    expect(attorney?.kind).toBe("booking_alert");
    // The firm's intake address hears of it as it hears of a contact-form enquiry.
    expect(rows.find((r) => r.recipient === INTAKE)?.kind).toBe("booking_alert");
    const { message, calendar } = await invitationOf(visitor as OutboxRow);
    expect(message.text).toMatch(
      new RegExp(`https?://[^/]+/book/manage\\?token=${encodeURIComponent(manageToken).replace(".", "\\.")}\\n`),
    );
    expect(property(calendar, "METHOD")?.value).toBe("REQUEST");
    expect(property(calendar, "VERSION")?.value).toBe("2.0");
    expect(property(calendar, "DTSTART")?.value).toBe(icsTime(booking.startAt));
    expect(property(calendar, "DTEND")?.value).toBe(icsTime(booking.endAt));
    expect(property(calendar, "DTSTART")?.value).toMatch(/^\d{8}T\d{6}Z$/);
    expect(property(calendar, "SEQUENCE")?.value).toBe("0");
    expect(property(calendar, "ORGANIZER")).toMatchObject({
      params: 'CN="Whitmore & Associates"',
      value: "mailto:office@whitmore-law.test",
    });
    expect(calendar.filter((p) => p.name === "ATTENDEE").map((p) => p.value)).toEqual([
      `mailto:${email}`,
      `mailto:${attorneyId}@firm.example`,
    ]);
    const alert = await invitationOf(attorney as OutboxRow);
    expect(property(alert.calendar, "UID")?.value).toBe(property(calendar, "UID")?.value);
    expect(alert.message.text).toContain(`/admin/contacts?open=${booking.contactId}`);
  });

  it("keeps the UID when the booking moves (SEQUENCE 1) and cancels with METHOD:CANCEL once, SEQUENCE 2; intake hears of each", async () => {
    const { booking, email, manageToken, slots } = await bookOne();
    await sentRows(booking.contactId ?? 0, 3);
    const app = appEnv(env);
    const now = new Date().toISOString();
    const moved = await rescheduleBooking(app, booking, slots[5]?.start ?? "", now, { siteUrl: SITE, manageToken });
    expect(moved.kind).toBe("moved");
    const afterMove = await sentRows(booking.contactId ?? 0, 6);
    expect(afterMove.filter((r) => r.recipient === INTAKE).map((r) => r.kind)).toEqual([
      "booking_alert",
      "booking_alert",
    ]);
    const update = afterMove.filter((r) => r.recipient === email).at(-1) as OutboxRow;
    const first = afterMove.find((r) => r.recipient === email) as OutboxRow;
    const updated = await invitationOf(update);
    expect(property(updated.calendar, "SEQUENCE")?.value).toBe("1");
    expect(property(updated.calendar, "DTSTART")?.value).toBe(icsTime(slots[5]?.start ?? ""));
    expect(property(updated.calendar, "UID")?.value).toBe(property((await invitationOf(first)).calendar, "UID")?.value);

    const [current] = await testDb().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(await cancelBooking(app, current ?? booking, now, SITE)).not.toBeNull();
    expect(await cancelBooking(app, current ?? booking, now, SITE)).toBeNull();
    const afterCancel = await sentRows(booking.contactId ?? 0, 9);
    const cancel = afterCancel.filter((r) => r.kind === "booking_cancelled");
    expect(cancel.map((r) => r.recipient).sort()).toEqual([email, INTAKE, `${booking.attorneyId}@firm.example`].sort());
    const withdrawn = await invitationOf(cancel.find((r) => r.recipient === email) as OutboxRow);
    expect(property(withdrawn.calendar, "METHOD")?.value).toBe("CANCEL");
    expect(property(withdrawn.calendar, "STATUS")?.value).toBe("CANCELLED");
    expect(property(withdrawn.calendar, "UID")?.value).toBe(property(updated.calendar, "UID")?.value);
    // RFC 5545: the cancel carries a SEQUENCE above the last invitation the attendee got (1, after the move).
    expect(property(withdrawn.calendar, "SEQUENCE")?.value).toBe("2");
  });

  it("reminds the visitor once, 24 hours before", async () => {
    const { booking, email } = await bookOne();
    await sentRows(booking.contactId ?? 0, 3);
    const app = appEnv(env);
    const early = new Date(Date.parse(booking.startAt) - 30 * 3600_000);
    expect(await sendDueReminders(app, early)).toBe(0);
    const due = new Date(Date.parse(booking.startAt) - 23 * 3600_000);
    expect(await sendDueReminders(app, due)).toBeGreaterThanOrEqual(1);
    expect(await sendDueReminders(app, due)).toBe(0);
    const rows = await sentRows(booking.contactId ?? 0, 4);
    expect(rows.filter((r) => r.kind === "booking_reminder").map((r) => r.recipient)).toEqual([email]);
  });
});
