import { auditLog } from "@db/schema";
import { fillLetter, MERGE_FIELDS, type MergeValues, mergeValuesOf, unknownMergeFields } from "@domain/letter-merge";
import { LETTER_MESSAGES } from "@domain/letter-messages";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminToken } from "../support/admin";
import { bodyOf, call, expectError, send, withToken } from "../support/api-calls";
import { createArea } from "../support/content";
import { testDb, unique } from "../support/db";

const owner = await adminToken("owner");
const intake = await adminToken("intake");

const values: MergeValues = {
  client_name: 'Ann <b>"Bold"</b> & Co',
  practice_area: "Family Law",
  responsible_attorney: "Catherine Reyes",
  scope: "Your divorce.\nCustody of both children.",
  fee_terms: "$350 an hour; a $5,000 retainer.",
  date: "Nov 29, 2026",
};

describe("filling a letter template", () => {
  it("replaces every merge field, spaced or not, with its value HTML-escaped and its line breaks kept", () => {
    const html = `<p>Dear {{client_name}},</p><p>{{ scope }}</p><p>{{fee_terms}} {{date}}, {{practice_area}}, {{responsible_attorney}}</p>`;
    expect(fillLetter(html, values)).toBe(
      "<p>Dear Ann &lt;b&gt;&quot;Bold&quot;&lt;/b&gt; &amp; Co,</p><p>Your divorce.<br>Custody of both children.</p><p>$350 an hour; a $5,000 retainer. Nov 29, 2026, Family Law, Catherine Reyes</p>",
    );
  });

  it("reads a field the editor wrapped in markup, and reports unknown fields once each", () => {
    expect(fillLetter("<p>{{<strong>client_name</strong>}}</p>", values)).toBe(
      "<p>Ann &lt;b&gt;&quot;Bold&quot;&lt;/b&gt; &amp; Co</p>",
    );
    const template = "<p>{{client_nme}} {{ fee }} {{client_nme}} {{<em>date</em>}} {{}}</p>";
    expect(unknownMergeFields(template)).toEqual(["client_nme", "fee", ""]);
    expect(unknownMergeFields(MERGE_FIELDS.map((f) => `{{${f}}}`).join(" "))).toEqual([]);
  });

  it("takes the client and area from the enquiry and writes the date in the firm's zone", () => {
    // 02:00 UTC on Nov 30 is still Nov 29 in New York.
    const filled = mergeValuesOf(
      { name: "Ann Lee", practiceArea: null },
      { responsibleAttorney: "Catherine Reyes", scope: "S", feeTerms: "F" },
      new Date("2026-11-30T02:00:00.000Z"),
      "America/New_York",
    );
    expect(filled).toEqual({
      client_name: "Ann Lee",
      practice_area: "",
      responsible_attorney: "Catherine Reyes",
      scope: "S",
      fee_terms: "F",
      date: "Nov 29, 2026",
    });
  });
});

const templateOf = async (id: number) => bodyOf(await call(`/api/letter-templates/${id}`, withToken(owner)));
const save = (id: number, body: unknown, token = owner) => send("PUT", `/api/letter-templates/${id}`, body, token);

describe("/api/letter-templates", () => {
  it("saves an area's template sanitised, reads it back and lists it; intake staff may too", async () => {
    const area = await createArea(owner, { title: unique("Letters Area") });
    expect(await templateOf(area.id)).toEqual({
      practiceAreaId: area.id,
      practiceArea: area.title,
      body: null,
      updatedAt: null,
    });
    const response = await save(area.id, {
      body: '<p onclick="x()">Dear {{client_name}},</p><script>alert(1)</script><h2>Fees</h2><p>{{fee_terms}}</p>',
    });
    expect(response.status).toBe(200);
    const saved = await bodyOf(response);
    expect(saved).toMatchObject({
      practiceAreaId: area.id,
      body: "<p>Dear {{client_name}},</p><h2>Fees</h2><p>{{fee_terms}}</p>",
    });
    expect(await templateOf(area.id)).toEqual(saved);
    const listed = await bodyOf(await call("/api/letter-templates", withToken(intake)));
    expect(listed).toContainEqual(saved);

    expect((await save(area.id, { body: "<p>{{scope}}</p>" }, intake)).status).toBe(200);
    expect((await templateOf(area.id)).body).toBe("<p>{{scope}}</p>");
    const [audit] = await testDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "letter_template"), eq(auditLog.entityId, String(area.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.action).toBe("update");
  });

  it("refuses unknown merge fields, an empty letter and an unknown area, changing nothing", async () => {
    const area = await createArea(owner, { title: unique("Letters Refused") });
    await save(area.id, { body: "<p>{{client_name}}</p>" });
    const before = await templateOf(area.id);

    const unknown = await expectError(
      await save(area.id, { body: "<p>{{client_nme}} {{fees}}</p>" }),
      400,
      "validation_failed",
    );
    expect(unknown.fields?.body).toEqual([LETTER_MESSAGES.unknownFields(["client_nme", "fees"])]);
    expect(unknown.fields?.body?.[0]).toContain("{{client_name}}");
    const empty = await expectError(await save(area.id, { body: "  " }), 400, "validation_failed");
    expect(empty.fields?.body).toEqual([LETTER_MESSAGES.templateRequired]);
    expect(await templateOf(area.id)).toEqual(before);

    await expectError(await save(999_999_999, { body: "<p>{{scope}}</p>" }), 404, "not_found");
    await expectError(await call("/api/letter-templates/999999999", withToken(owner)), 404, "not_found");
  });

  it("is for the roles that handle enquiries", async () => {
    const editor = await adminToken("editor");
    await expectError(await call("/api/letter-templates", withToken(editor)), 403, "forbidden");
    await expectError(await call("/api/letter-templates"), 401, "unauthorized");
  });
});
