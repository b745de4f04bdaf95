import { auditLog, contacts, newsletterSubscribers, testimonials } from "@db/schema";
import { listAudit } from "@worker/data/audit";
import { listContacts } from "@worker/data/contacts";
import { listSubscribers } from "@worker/data/newsletter";
import { listTestimonials } from "@worker/data/testimonials";
import { eq } from "drizzle-orm";
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
