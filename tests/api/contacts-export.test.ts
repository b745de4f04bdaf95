import { contactNotes, contacts, teamMembers } from "@db/schema";
import { ENQUIRY_CSV_COLUMNS } from "@domain/enquiry-csv";
import { EXPORT_BATCH } from "@worker/data/csv-stream";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "../support/admin";
import { bodyOf, call, expectError, withToken } from "../support/api-calls";
import { testDb, unique } from "../support/db";

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

type NewContact = typeof contacts.$inferInsert;

/** Enquiries stored directly (the public form throttles per client), in statements D1 accepts. */
async function store(rows: NewContact[]) {
  const db = testDb();
  const chunks = [];
  for (let i = 0; i < rows.length; i += 10) chunks.push(db.insert(contacts).values(rows.slice(i, i + 10)));
  if (chunks.length > 0) await db.batch(chunks as [(typeof chunks)[number], ...typeof chunks]);
}

const enquiry = (marker: string, i: number, fields: Partial<NewContact> = {}): NewContact => ({
  name: `${marker} ${i}`,
  email: `e${i}@example.com`,
  subject: "Lease",
  message: "Help.",
  createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  ...fields,
});

const summary = async () => bodyOf(await call("/api/contacts/summary", withToken(token)));

describe("GET /api/contacts/summary", () => {
  it("counts every enquiry by its one state", async () => {
    const before = await summary();
    const marker = unique("Summary");
    await store([
      enquiry(marker, 1, { status: "unread" }),
      enquiry(marker, 2, { status: "responded" }),
      enquiry(marker, 3, { status: "handled" }),
      enquiry(marker, 4, { status: "handled" }),
      // Signed: counted as retained, no longer under its status.
      enquiry(marker, 5, { status: "handled", retainedAt: "2026-11-29T10:00:00.000Z" }),
    ]);
    const after = await summary();
    expect(after).toEqual({
      total: before.total + 5,
      unread: before.unread + 1,
      responded: before.responded + 1,
      handled: before.handled + 2,
      retained: before.retained + 1,
    });
  });

  it("is for staff only", async () => {
    await expectError(await call("/api/contacts/summary"), 401, "unauthorized");
  });
});

describe("GET /api/contacts/export", () => {
  it("streams every match past one batch, newest first, with assignee, other parties, first opened and the notes' text, in the firm's zone", async () => {
    const marker = unique("Export");
    const attorney = unique("attorney")
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, "-");
    await testDb()
      .insert(teamMembers)
      .values({ id: attorney, name: `Counsel ${marker}`, role: "Partner" });
    const count = EXPORT_BATCH + 3;
    await store(
      Array.from({ length: count }, (_, i) =>
        enquiry(
          marker,
          i,
          i === count - 1
            ? {
                assignedTo: attorney,
                otherParties: "Acme, Inc.",
                openedAt: "2026-02-01T10:00:00.000Z",
                status: "responded",
              }
            : {},
        ),
      ),
    );
    const [newest] = await testDb()
      .select({ id: contacts.id })
      .from(contacts)
      .where(eq(contacts.name, `${marker} ${count - 1}`));
    await testDb()
      .insert(contactNotes)
      .values([
        // Stored out of order: the file lists them oldest first.
        { contactId: newest?.id ?? 0, authorName: "Sam Lee", body: "two", createdAt: "2026-02-02T15:30:00.000Z" },
        { contactId: newest?.id ?? 0, authorName: "Ann Cole", body: "one", createdAt: "2026-02-01T10:05:00.000Z" },
      ]);

    const response = await call(`/api/contacts/export?search=${encodeURIComponent(marker)}`, withToken(token));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split("\r\n").filter(Boolean);
    expect(lines[0]).toBe(ENQUIRY_CSV_COLUMNS.join(","));
    expect(lines).toHaveLength(count + 1);
    // Times in the firm's zone (New York, the default) with their offset; the notes' text, not a count.
    expect(lines[1]).toBe(
      `${marker} ${count - 1},e${count - 1}@example.com,,Lease,Help.,responded,2026-01-01 03:22 -05:00,,Counsel ${marker},"Acme, Inc.",2026-02-01 05:00 -05:00,"2026-02-01 05:05 -05:00, Ann Cole: one\n2026-02-02 10:30 -05:00, Sam Lee: two",,,,,,,,,`,
    );
    expect(lines[2]).toContain(",2026-01-01 03:21 -05:00,,,,,,,,,,,,,,");
    expect(lines.at(-1)).toMatch(new RegExp(`^${marker} 0,`));
    // Every row once: the keyset batches neither skip nor repeat.
    expect(new Set(lines.slice(1).map((l) => l.split(",")[0])).size).toBe(count);
  });

  it("applies the status filter, and refuses a bad one without a file", async () => {
    const marker = unique("Filter");
    await store([
      enquiry(marker, 1, { status: "handled" }),
      enquiry(marker, 2, { status: "unread" }),
      enquiry(marker, 3, { status: "handled", retainedAt: "2026-11-29T10:00:00.000Z" }),
    ]);
    const exported = async (status: string) => {
      const path = `/api/contacts/export?status=${status}&search=${encodeURIComponent(marker)}`;
      return (await (await call(path, withToken(token))).text()).split("\r\n").filter(Boolean);
    };
    const handled = await exported("handled");
    expect(handled).toHaveLength(2);
    expect(handled[1]).toContain(`${marker} 1,e1@example.com,,Lease,Help.,handled,`);
    const retained = await exported("retained");
    expect(retained).toHaveLength(2);
    expect(retained[1]).toContain(`${marker} 3,e3@example.com,,Lease,Help.,retained,`);
    await expectError(await call("/api/contacts/export?status=lost", withToken(token)), 400, "validation_failed");
    await expectError(await call("/api/contacts/export"), 401, "unauthorized");
  });
});
