import { auditLog, contacts, newsletterSubscribers, testimonials } from "@db/schema";
import { parseCursor } from "@domain/schemas/cursor";
import { SEARCH_LIMITS } from "@domain/search";
import { listAudit } from "@worker/data/audit";
import { listContacts } from "@worker/data/contacts";
import { listSubscribers } from "@worker/data/newsletter";
import { listTestimonials } from "@worker/data/testimonials";
import { desc, eq, inArray, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDb, unique } from "../support/db";

const db = testDb();
const page = { page: 1, limit: 100 };
const word = () => unique("w").replaceAll("-", "");

describe("staff's list searches read full-text indexes that follow every write", () => {
  it("enquiries: name, email and subject, each word also a prefix", async () => {
    const [name, other] = [word(), word()];
    const [row] = await db
      .insert(contacts)
      .values({ name: `Ana ${name}`, email: `${name}@example.com`, subject: "Lease", message: "M" })
      .returning();
    const ids = async (search: string) => (await listContacts(db, { ...page, search })).items.map((c) => c.id);
    expect(await ids(name.slice(0, 6))).toContain(row?.id);
    expect(await ids(`${name}@example.com`)).toEqual([row?.id]);
    expect(await ids(`ana ${name}`)).toEqual([row?.id]);
    await db
      .update(contacts)
      .set({ status: "handled" })
      .where(eq(contacts.id, row?.id ?? 0));
    expect(await ids(name)).toEqual([row?.id]);
    await db
      .update(contacts)
      .set({ name: other })
      .where(eq(contacts.id, row?.id ?? 0));
    expect(await ids(`ana ${name}`)).toEqual([]);
    expect(await ids(other)).toEqual([row?.id]);
    await db.delete(contacts).where(eq(contacts.id, row?.id ?? 0));
    expect(await ids(other)).toEqual([]);
    expect(await ids('"*NEAR(-')).toEqual([]);
  });

  it("subscribers, testimonials and the audit log", async () => {
    const email = `${word()}@example.com`;
    const [subscriber] = await db.insert(newsletterSubscribers).values({ email }).returning();
    const subscribers = async (search: string) =>
      (await listSubscribers(db, { ...page, search })).items.map((s) => s.id);
    expect(await subscribers(email)).toEqual([subscriber?.id]);
    await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, subscriber?.id ?? 0));
    expect(await subscribers(email)).toEqual([]);

    const name = word();
    const [testimonial] = await db
      .insert(testimonials)
      .values({ name, rating: 5, content: "Helped us settle quickly." })
      .returning();
    const found = async (search: string) =>
      (await listTestimonials(db, { ...page, includeHidden: true, search })).items.map((t) => t.id);
    expect(await found(`${name} settled`)).toEqual([testimonial?.id]);
    await db
      .update(testimonials)
      .set({ content: "Calm advice." })
      .where(eq(testimonials.id, testimonial?.id ?? 0));
    expect(await found(`${name} settled`)).toEqual([]);
    expect(await found(`${name} calm`)).toEqual([testimonial?.id]);

    const actor = `${word()}@firm.example`;
    const [entry] = await db
      .insert(auditLog)
      .values({ actorEmail: actor, action: "create", entity: "blog" })
      .returning();
    expect((await listAudit(db, { ...page, search: actor })).items.map((e) => e.id)).toEqual([entry?.id]);
  });
});

describe("a staff search's plan follows its size (issue 29)", () => {
  it("a word over a thousand enquiries hold pages newest first by cursor, counted up to a thousand", async () => {
    const name = word();
    // 1,030 enquiries in one statement, made in an order unlike their dates, and one that does not match.
    await db.run(
      sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1030)
        INSERT INTO contacts (name, email, subject, message, created_at, updated_at)
        SELECT 'Ana ' || ${name}, 'a' || i || '@example.com', 'Lease', 'M',
          strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || ((i * 7919) % 1030) || ' minutes'),
          '2026-01-01T00:00:00.000Z'
        FROM n`,
    );
    await db.insert(contacts).values({ name: "Other person", email: "o@example.com", subject: "S", message: "M" });
    const expected = (
      await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(like(contacts.name, `Ana ${name}`))
        .orderBy(desc(contacts.createdAt), desc(contacts.id))
    ).map((row) => row.id);
    const first = await listContacts(db, { page: 1, limit: 100, search: name });
    expect([first.total, first.totalCapped]).toEqual([SEARCH_LIMITS.listCounted, true]);
    expect(first.items.map((c) => c.id)).toEqual(expected.slice(0, 100));
    // Page after page by cursor, past the count to the list's end.
    const walked = [first.items.map((c) => c.id)];
    let place = first;
    while (place.next) {
      const after = parseCursor(place.next) ?? undefined;
      place = await listContacts(db, { page: walked.length + 1, limit: 100, search: name, after });
      walked.push(place.items.map((c) => c.id));
    }
    expect(walked).toHaveLength(11);
    expect(walked.flat()).toEqual(expected);
    // With another filter the rows themselves are counted, as far as the same cap.
    const unread = await listContacts(db, { page: 1, limit: 100, search: name, status: "unread" });
    expect([unread.total, unread.totalCapped]).toEqual([SEARCH_LIMITS.listCounted, true]);
    await db
      .update(contacts)
      .set({ status: "handled" })
      .where(inArray(contacts.id, expected.slice(0, 31)));
    const stillUnread = await listContacts(db, { page: 1, limit: 100, search: name, status: "unread" });
    expect([stillUnread.total, stillUnread.totalCapped]).toEqual([999, false]);
    // At the cap exactly, the count is the total.
    await db.delete(contacts).where(inArray(contacts.id, expected.slice(0, 30)));
    const atCap = await listContacts(db, { page: 1, limit: 100, search: name });
    expect([atCap.total, atCap.totalCapped]).toEqual([SEARCH_LIMITS.listCounted, false]);
  });
});
