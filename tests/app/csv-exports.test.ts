import { auditLog } from "@db/schema";
import type { AuditEntry } from "@domain/audit";
import { activityCsv } from "@domain/audit-csv";
import { csvCell } from "@domain/csv";
import { subscribersCsv } from "@domain/newsletter";
import type { Contact, Subscriber } from "@domain/rows";
import { desc } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CSV_PAYLOADS, formulaCells } from "../../scripts/attack/csv-payloads";
import { adminToken } from "../support/admin";
import { bodyOf, call, send, submitFrom, uniqueClient, withToken } from "../support/api-calls";
import { testDb, unique } from "../support/db";

/**
 * Issue 28: every CSV export, fed OWASP's payloads through the routes a visitor or a forged header
 * reaches, holds no cell a spreadsheet would run, split on comma, on semicolon or naively.
 */

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

describe("csvCell after any separator", () => {
  it.each([
    ["a;=1+1;b", `"a;'=1+1;b"`],
    ["a,@x", `"a,'@x"`],
    ["\t=1+1", `"'\t'=1+1"`],
    ["one\n-1+1", `"one\n'-1+1"`],
    ["plain - dash", "plain - dash"],
  ])("%j exports as %s", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("the check itself finds what the old first-character rule let through", () => {
    expect(formulaCells("Name\r\na;=1+1;b")).toEqual(["=1+1", "=1+1"]);
  });
});

describe("every export with the OWASP payload list", () => {
  it("contacts (enquiries): payloads in every visitor-written field", async () => {
    const tag = unique("csv");
    for (const payload of CSV_PAYLOADS) {
      const line = payload.replace(/[\r\n\t]/g, " ");
      const response = await submitFrom(uniqueClient(), "/api/contacts/submit", {
        name: `${line} ${tag}`.slice(0, 100),
        email: `${unique("v")}@example.com`,
        phone: "+1 555 0100",
        subject: line.slice(0, 200),
        message: `${payload}\n${tag}`,
        consent: true,
      });
      expect(response.status, payload).toBe(201);
    }
    const items = (await bodyOf(await call(`/api/contacts?search=${tag}&limit=100`, withToken(token)))) as Contact[];
    expect(items).toHaveLength(CSV_PAYLOADS.length);
    // The export the Contacts screen downloads: the server's own CSV of the same filter.
    const exported = await call(`/api/contacts/export?search=${tag}`, withToken(token));
    expect(exported.status).toBe(200);
    const csv = await exported.text();
    for (const item of items) expect(csv).toContain(csvCell(item.message));
    expect(formulaCells(csv)).toEqual([]);
  });

  it("subscribers: the API's own CSV answer, and every payload as a stored address", async () => {
    for (const email of ["+1+1@example.com", "-2+3+cmd@example.com", `=1+1${unique("r")}@example.com`]) {
      await submitFrom(uniqueClient(), "/api/newsletter/subscribe", { email });
    }
    const response = await call("/api/newsletter/export", withToken(token));
    expect(response.status).toBe(200);
    const answered = await response.text();
    expect(answered).toContain("'+1+1@example.com");
    expect(formulaCells(answered)).toEqual([]);
    const stored = CSV_PAYLOADS.map(
      (email, id): Omit<Subscriber, "history"> => ({
        id,
        email,
        status: "subscribed",
        createdAt: "2026-11-26T00:00:00.000Z",
        confirmedAt: null,
        unsubscribedAt: null,
        updatedAt: "2026-11-26T00:00:00.000Z",
      }),
    );
    expect(formulaCells(subscribersCsv(stored, "America/New_York"))).toEqual([]);
  });

  it("audit: payloads in changed values and in the client address header of a sign-in", async () => {
    const payload = CSV_PAYLOADS.join(" | ").slice(0, 100);
    expect((await send("PUT", "/api/settings", { firmName: payload }, token)).status).toBe(200);
    for (const address of ["=cmd|' /C calc'!A0", "a;=1+1;b"]) {
      const init = { email: `${unique("n")}@example.com`, password: "wrong-password-1" };
      await call("/api/login", {
        method: "POST",
        headers: { "content-type": "application/json", "CF-Connecting-IP": address },
        body: JSON.stringify(init),
      });
    }
    const rows = await testDb().select().from(auditLog).orderBy(desc(auditLog.id)).limit(20);
    const entries = rows as unknown as AuditEntry[];
    expect(entries.some((e) => e.address?.startsWith("=cmd"))).toBe(true);
    const withEveryPayload = CSV_PAYLOADS.map(
      (value, i): AuditEntry => ({ ...(entries[0] as AuditEntry), id: -i, changes: { firmName: ["old", value] } }),
    );
    const csv = activityCsv([...entries, ...withEveryPayload], "America/New_York");
    expect(formulaCells(csv)).toEqual([]);
  });
});
