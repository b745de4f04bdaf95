import { contacts } from "@db/schema";
import { SEARCH_LIMITS } from "@domain/search";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminToken } from "../support/admin";
import { call, expectFieldError, listOf, withToken } from "../support/api-calls";
import { testDb, unique } from "../support/db";

/** The enquiry list's keyset paging (issue 29): cursors walk it both ways, ties and all. */
const token = await adminToken();
const get = (query: string) => call(`/api/contacts?${query}`, withToken(token));

/** Seven enquiries carrying `marker`, three of them in one millisecond (the id breaks the tie). */
async function seven(marker: string): Promise<number[]> {
  const times = ["2026-03-01T10:00:00.000Z", "2026-03-02T10:00:00.000Z", "2026-03-02T10:00:00.000Z"];
  times.push(
    "2026-03-02T10:00:00.000Z",
    "2026-03-03T10:00:00.000Z",
    "2026-03-04T10:00:00.000Z",
    "2026-03-05T10:00:00.000Z",
  );
  const rows = await testDb()
    .insert(contacts)
    .values(
      times.map((createdAt, i) => ({
        name: `N${i}`,
        email: "k@example.com",
        subject: `${marker} ${i}`,
        message: "M",
        createdAt,
      })),
    )
    .returning({ id: contacts.id, createdAt: contacts.createdAt });
  // Newest first, the id breaking ties: the order every page keeps.
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id).map((row) => row.id);
}

async function pageAt(query: string) {
  const response = await get(query);
  expect(response.status).toBe(200);
  const next = response.headers.get("X-Next-Cursor");
  const prev = response.headers.get("X-Prev-Cursor");
  const capped = response.headers.get("X-Total-Capped");
  const { items, total } = await listOf(response);
  return { ids: items.map((item) => item.id as number), total, capped, next, prev };
}

describe("GET /api/contacts with cursors", () => {
  it("walks forward with X-Next-Cursor and back with X-Prev-Cursor, the same pages as page numbers", async () => {
    const marker = unique("keyset");
    const order = await seven(marker);
    const filter = `search=${marker}&limit=2`;

    const forward: number[][] = [];
    let page = await pageAt(filter);
    expect(page.prev).toBeNull();
    expect([page.total, page.capped]).toEqual([7, null]);
    forward.push(page.ids);
    while (page.next) {
      page = await pageAt(`${filter}&after=${encodeURIComponent(page.next)}`);
      forward.push(page.ids);
    }
    expect(forward).toEqual([order.slice(0, 2), order.slice(2, 4), order.slice(4, 6), order.slice(6)]);
    for (const [i, ids] of forward.entries()) expect((await pageAt(`${filter}&page=${i + 1}`)).ids).toEqual(ids);

    const backward: number[][] = [page.ids];
    while (page.prev) {
      page = await pageAt(`${filter}&before=${encodeURIComponent(page.prev)}`);
      backward.unshift(page.ids);
    }
    expect(backward).toEqual(forward);
    expect(page.prev).toBeNull();
  });

  it("counts from the maintained totals when only the status filters", async () => {
    const all = await pageAt("limit=1");
    const db = testDb();
    expect(all.total).toBe(await db.$count(contacts));
    const unread = await pageAt("limit=1&status=unread");
    const stored = await db.select().from(contacts);
    expect(unread.total).toBe(stored.filter((row) => row.status === "unread").length);
  });

  it("counts a search up to a thousand, and says when more match (decision 026)", async () => {
    const marker = unique("many").replaceAll("-", "");
    await testDb().run(
      sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${SEARCH_LIMITS.listCounted + 1})
        INSERT INTO contacts (name, email, subject, message) SELECT 'N' || i, 'k@example.com', ${marker}, 'M' FROM n`,
    );
    const first = await pageAt(`search=${marker}&limit=10`);
    expect([first.ids.length, first.total, first.capped]).toEqual([10, SEARCH_LIMITS.listCounted, "true"]);
    expect(first.next).not.toBeNull();
  });

  it("refuses a cursor it did not hand out, and both cursors at once, changing nothing", async () => {
    await expectFieldError(await get("after=2026-01-01"), "after");
    await expectFieldError(await get("before=x~1"), "before");
    await expectFieldError(await get(`after=${encodeURIComponent("2026-01-01T00:00:00.000Z~1' OR 1=1")}`), "after");
    const cursor = encodeURIComponent("2026-01-01T00:00:00.000Z~5");
    await expectFieldError(await get(`after=${cursor}&before=${cursor}`), "after");
  });
});
