import { auditLog, contacts, newsletterSubscribers } from "@db/schema";
import { ACTIVITY_CSV_COLUMNS } from "@domain/audit-csv";
import { SUBSCRIBER_CSV_COLUMNS } from "@domain/constants";
import { ENQUIRY_CSV_COLUMNS } from "@domain/enquiry-csv";
import { csvTimeInZone } from "@domain/time-format";
import { EXPORT_BATCH } from "@worker/data/csv-stream";
import { readFirmSettings } from "@worker/data/settings";
import type { SQLiteInsertValue, SQLiteTable } from "drizzle-orm/sqlite-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "../support/admin";
import { call, withToken } from "../support/api-calls";
import { testDb, unique } from "../support/db";

// The three CSV exports share one design (worker/data/csv-stream.ts): past one batch of rows, the file
// arrives as several chunks, every match once, newest first, ties on the time broken by id.

let token: string;
beforeAll(async () => {
  token = await adminToken("owner");
});

/** Two batches and a bit: the third read ends the file. */
const COUNT = 2 * EXPORT_BATCH + 7;
/** Half the rows share one time, so batch ends fall inside a tie and only the id orders them. */
const timeOf = (i: number) =>
  i < COUNT / 2 ? "2026-03-01T09:00:00.000Z" : new Date(Date.UTC(2026, 2, 2) + i * 1000).toISOString();

/** Rows stored directly, in statements D1 accepts (its bound-parameter cap), one batch of them. */
async function store<T extends SQLiteTable>(table: T, rows: SQLiteInsertValue<T>[]) {
  const db = testDb();
  const statements = [];
  for (let i = 0; i < rows.length; i += 8) statements.push(db.insert(table).values(rows.slice(i, i + 8)));
  await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
}

/** The export's body as it arrives: its chunks, and its text without the byte-order mark. */
async function download(path: string) {
  const response = await call(path, withToken(token));
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { chunks: chunks.length, text: new TextDecoder().decode(bytes.subarray(3)), disposition: response.headers };
}

/** The rows' first cells in file order, and what each export must show: every row once, newest first. */
function expectEveryRowNewestFirst(lines: string[], header: readonly string[], firstCells: string[]) {
  expect(lines[0]).toBe(header.join(","));
  expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(firstCells);
}

/** Indexes newest first: later times first, and within the shared time the later-inserted (higher id) first. */
const newestFirst = Array.from({ length: COUNT }, (_, i) => i).sort((a, b) =>
  timeOf(a) === timeOf(b) ? b - a : timeOf(b).localeCompare(timeOf(a)),
);

describe("CSV exports stream past one batch", () => {
  it("enquiries", async () => {
    const marker = unique("streamed");
    const name = (i: number) => `${marker} ${i}`;
    await store(
      contacts,
      Array.from({ length: COUNT }, (_, i) => ({
        name: name(i),
        email: `s${i}@example.com`,
        subject: "Lease",
        message: "Help.",
        createdAt: timeOf(i),
      })),
    );
    const { chunks, text } = await download(`/api/contacts/export?search=${encodeURIComponent(marker)}`);
    expect(chunks).toBeGreaterThan(3);
    expect(text.endsWith("\r\n")).toBe(true); // the enquiries' file has always ended with a line break
    const lines = text.split("\r\n").slice(0, -1);
    expectEveryRowNewestFirst(lines, ENQUIRY_CSV_COLUMNS, newestFirst.map(name));
  });

  it("subscribers", async () => {
    const marker = unique("streamed").toLowerCase();
    const email = (i: number) => `s${i}-${marker}@example.com`;
    await store(
      newsletterSubscribers,
      Array.from({ length: COUNT }, (_, i) => ({
        email: email(i),
        token: `${marker}-${i}`,
        createdAt: timeOf(i),
        confirmedAt: timeOf(i),
      })),
    );
    const { chunks, text, disposition } = await download(
      `/api/newsletter/export?status=subscribed&search=${encodeURIComponent(marker)}`,
    );
    expect(chunks).toBeGreaterThan(3);
    expect(disposition.get("Content-Disposition")).toBe('attachment; filename="newsletter-subscribers.csv"');
    const lines = text.split("\r\n");
    expectEveryRowNewestFirst(lines, SUBSCRIBER_CSV_COLUMNS, newestFirst.map(email));
    expect(lines[1]).toMatch(/,Confirmed,/);
  });

  it("the activity log, with the screen's filters", async () => {
    const entity = unique("streamed");
    const id = (i: number) => `item-${i}`;
    await store(
      auditLog,
      Array.from({ length: COUNT }, (_, i) => ({
        action: "update" as const,
        entity,
        entityId: id(i),
        actorEmail: "=cmd@example.com",
        createdAt: timeOf(i),
        changes: { title: ["Old", `+New ${i}`] as [unknown, unknown] },
      })),
    );
    // Another action on the same item type: the action filter leaves it out.
    await store(auditLog, [{ action: "delete" as const, entity, entityId: "gone", createdAt: timeOf(0) }]);
    const { chunks, text, disposition } = await download(
      `/api/audit/export?entity=${encodeURIComponent(entity)}&action=update&from=2026-03-01&to=2026-03-31`,
    );
    expect(chunks).toBeGreaterThan(3);
    expect(disposition.get("Content-Disposition")).toBe('attachment; filename="activity.csv"');
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(ACTIVITY_CSV_COLUMNS.join(","));
    // Date, person (formula neutralised), action label, item label (unknown entities keep their key), id, address, changes.
    const { timeZone } = await readFirmSettings(testDb());
    expect(lines[1]).toBe(
      `${csvTimeInZone(timeOf(COUNT - 1), timeZone)},'=cmd@example.com,Updated,${entity},${id(COUNT - 1)},,title: Old → +New ${COUNT - 1}`,
    );
    expect(lines.slice(1).map((line) => line.split(",")[4])).toEqual(newestFirst.map(id));

    // Dates outside the range, or a bad filter: nothing, or a 400 with no file.
    const none = await download(`/api/audit/export?entity=${encodeURIComponent(entity)}&to=2026-02-28`);
    expect(none.text).toBe(ACTIVITY_CSV_COLUMNS.join(","));
    expect((await call("/api/audit/export?action=nonsense", withToken(token))).status).toBe(400);
    expect((await call("/api/audit/export")).status).toBe(401);
    expect((await call("/api/audit/export", withToken(await adminToken("editor")))).status).toBe(403);
  });
});
