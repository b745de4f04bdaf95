import { auditLog, clientLinks, questionnaires, teamMembers } from "@db/schema";
import { CLIENT_LINK_MESSAGES } from "@domain/client-links";
import { ANSWER_MESSAGES, TEMPLATE_MESSAGES } from "@domain/questionnaire";
import { QUESTIONNAIRE_RULES } from "@worker/data/questionnaires";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { QUESTIONNAIRE_PAGE } from "~/lib/questionnaire-text";
import { adminToken } from "../support/admin";
import { bodyOf, call, expectError, send, withToken } from "../support/api-calls";
import { decoded, page } from "../support/booking-pages";
import { insertEnquiry, testDb, unique } from "../support/db";
import { outboxFor, renderedEmail } from "../support/email";
import { completeAnswers, postAnswers, sampleTemplate, sentQuestionnaire } from "../support/questionnaires";

let owner: string;
beforeAll(async () => {
  owner = await adminToken("owner");
  // Staff alerts go to the firm email when no notification addresses are set.
  expect((await send("PUT", "/api/settings", { email: "info@whitmore-law.test" }, owner)).status).toBe(200);
});

const rowOf = async (id: number) => {
  const [row] = await testDb().select().from(questionnaires).where(eq(questionnaires.id, id));
  if (!row) throw new Error(`no questionnaire ${id}`);
  return row;
};
const intakeOf = async (contactId: number, token = owner) =>
  bodyOf(await call(`/api/contacts/${contactId}/intake`, withToken(token)));

describe("sending a questionnaire", () => {
  it("stores a row with the template's version and emails the client a link that opens it", async () => {
    const { enquiry, sent, link, path } = await sentQuestionnaire(owner);
    expect(sent).toMatchObject({ status: "sent", templateVersion: 1 });
    const row = await rowOf(sent.id);
    expect(row).toMatchObject({ contactId: enquiry.id, status: "sent" });
    const [stored] = await testDb().select().from(clientLinks).where(eq(clientLinks.id, row.linkId));
    expect(stored).toMatchObject({ purpose: "questionnaire", contactId: enquiry.id, revokedAt: null });
    expect(link).toMatch(/^https?:\/\/[^/]+\/intake\/[0-9a-f]{64}$/);

    const [email] = (await outboxFor("contact", enquiry.id)).filter((r) => r.kind === "questionnaire_request");
    if (!email) throw new Error("no questionnaire email");
    const { message } = await renderedEmail(email);
    expect(message.to).toBe(enquiry.email);
    expect(message.text).toContain(link);

    const opened = await page(path);
    expect(opened.status).toBe(200);
    expect(decoded(await opened.text())).toContain(sampleTemplate().title);
    expect((await rowOf(sent.id)).status).toBe("opened");
    expect((await intakeOf(enquiry.id)).questionnaires[0]).toMatchObject({ id: sent.id, status: "opened" });
  });

  it("keeps the version it was sent with when the template is saved again", async () => {
    const { area, enquiry, sent, path } = await sentQuestionnaire(owner);
    const changed = { ...sampleTemplate("Changed"), questions: sampleTemplate().questions.slice(0, 1) };
    expect((await send("PUT", `/api/questionnaire-templates/${area.id}`, changed, owner)).status).toBe(201);
    const html = decoded(await (await page(path)).text());
    expect(html).toContain(sampleTemplate().title);
    expect(html).toContain("Date of the event");
    expect((await intakeOf(enquiry.id)).questionnaires[0]).toMatchObject({ id: sent.id, templateVersion: 1 });
  });

  it("withdraws the earlier link when sent again; only the newest opens", async () => {
    const { enquiry, path } = await sentQuestionnaire(owner);
    expect((await send("POST", `/api/contacts/${enquiry.id}/questionnaire`, undefined, owner)).status).toBe(201);
    const old = await page(path);
    expect(old.status).toBe(410);
    expect(decoded(await old.text())).toContain(CLIENT_LINK_MESSAGES.revoked.title);
    const list = (await intakeOf(enquiry.id)).questionnaires;
    expect(list).toHaveLength(2);
    expect(list[1].revokedAt).not.toBeNull();
  });

  it("leaves an audit row for the send", async () => {
    const { enquiry } = await sentQuestionnaire(owner);
    const rows = await testDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "questionnaire_sent"), eq(auditLog.entityId, String(enquiry.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.entity).toBe("contact");
    expect(rows[0]?.changes?.questionnaire).toEqual([null, "sent"]);
  });

  it("is refused with a clear message when the enquiry has no area or the area no template, sending nothing", async () => {
    const none = await insertEnquiry();
    const noArea = await expectError(
      await send("POST", `/api/contacts/${none.id}/questionnaire`, undefined, owner),
      409,
      "conflict",
    );
    expect(noArea.message).toBe(TEMPLATE_MESSAGES.noArea);
    const bare = await insertEnquiry({ practiceArea: unique("Unknown area") });
    const noTemplate = await expectError(
      await send("POST", `/api/contacts/${bare.id}/questionnaire`, undefined, owner),
      409,
      "conflict",
    );
    expect(noTemplate.message).toBe(TEMPLATE_MESSAGES.noTemplate);
    expect(await outboxFor("contact", none.id)).toEqual([]);
    expect(await outboxFor("contact", bare.id)).toEqual([]);
    await expectError(await send("POST", "/api/contacts/999999999/questionnaire", undefined, owner), 404, "not_found");
  });

  it("is for the enquiries role: intake may send, an editor may neither send nor read the answers", async () => {
    const { enquiry, path } = await sentQuestionnaire(await adminToken("intake"));
    await postAnswers(path, completeAnswers("submit"));
    const editor = await adminToken("editor");
    await expectError(
      await send("POST", `/api/contacts/${enquiry.id}/questionnaire`, undefined, editor),
      403,
      "forbidden",
    );
    await expectError(await call(`/api/contacts/${enquiry.id}/intake`, withToken(editor)), 403, "forbidden");
  });
});

describe("the client's page", () => {
  it("is private: no-store, noindex, not in the sitemap", async () => {
    const { path } = await sentQuestionnaire(owner);
    const response = await page(path);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex"/);
    expect(await (await page("/sitemap.xml")).text()).not.toContain("/intake/");
  });

  it("saves progress, shows it again on return, then submits and locks the answers", async () => {
    const { enquiry, sent, path } = await sentQuestionnaire(owner);
    const saved = await postAnswers(path, [
      ["q.full-story", "Only the start."],
      ["q.children", "no"],
      ["intent", "save"],
    ]);
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe(`${path}?saved`);
    expect((await rowOf(sent.id)).status).toBe("in-progress");
    const back = decoded(await (await page(`${path}?saved`)).text());
    expect(back).toContain(QUESTIONNAIRE_PAGE.saved.title);
    expect(back).toContain("Only the start.");
    expect(back).toMatch(/<input(?=[^>]*value="no")(?=[^>]*checked="")[^>]*>/);
    expect(back).not.toMatch(/<input(?=[^>]*value="yes")(?=[^>]*checked="")[^>]*>/);

    const submitted = await postAnswers(path, completeAnswers("submit"));
    expect(submitted.status).toBe(303);
    const row = await rowOf(sent.id);
    expect(row.status).toBe("submitted");
    expect(row.answers).toEqual({
      "full-story": "A dispute with my landlord.",
      "event-date": "2026-02-14",
      amount: "1250.50",
      children: "yes",
      "contact-time": "Evenings",
      papers: ["Contract", "Photos"],
    });
    const shown = (await intakeOf(enquiry.id)).questionnaires[0];
    expect(shown.status).toBe("submitted");
    expect(shown.answers).toContainEqual({
      id: "papers",
      label: "Papers you have",
      type: "several-choices",
      answer: ["Contract", "Photos"],
    });

    // Locked: a later post changes nothing, and the link says the answers were sent.
    await postAnswers(path, [
      ["q.full-story", "Changed my mind."],
      ["intent", "save"],
    ]);
    expect((await rowOf(sent.id)).answers).toEqual(row.answers);
    expect(decoded(await (await page(path)).text())).toContain(QUESTIONNAIRE_PAGE.alreadySubmitted.title);
  });

  it("alerts the assignee and the staff addresses on submit, and writes the audit row", async () => {
    const attorney = unique("attorney").toLowerCase();
    await testDb()
      .insert(teamMembers)
      .values({ id: attorney, name: "Attorney", role: "Partner", email: `${attorney}@whitmore-law.test` });
    const { enquiry, path } = await sentQuestionnaire(owner, { assignedTo: attorney });
    await postAnswers(path, completeAnswers("submit"), "203.0.113.9");
    const alerts = (await outboxFor("contact", enquiry.id)).filter((r) => r.kind === "questionnaire_submitted");
    expect(alerts.map((r) => r.recipient).sort()).toEqual([`${attorney}@whitmore-law.test`, "info@whitmore-law.test"]);
    const [audit] = await testDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "questionnaire_submitted"), eq(auditLog.entityId, String(enquiry.id))));
    expect(audit).toMatchObject({ actorId: null, address: "203.0.113.9", entity: "contact" });
    expect(JSON.stringify(audit?.changes)).not.toContain("landlord");
  });

  it("names each missing required answer on submit and stores nothing", async () => {
    const { sent, path } = await sentQuestionnaire(owner);
    const response = await postAnswers(path, [
      ["q.amount", "12"],
      ["intent", "submit"],
    ]);
    expect(response.status).toBe(400);
    const html = decoded(await response.text());
    expect(html).toContain(ANSWER_MESSAGES.required("What happened?"));
    expect(html).toContain(ANSWER_MESSAGES.required("Date of the event"));
    // A file request is not answered on this page, so it is never required here.
    expect(html).not.toContain(ANSWER_MESSAGES.required("A copy of the contract"));
    expect(html).toContain('value="12"');
    expect(await rowOf(sent.id)).toMatchObject({ status: "opened", answers: {} });
  });

  it.each([
    ["q.event-date", "2026-02-30", ANSWER_MESSAGES.date("Date of the event")],
    ["q.amount", "twelve", ANSWER_MESSAGES.number("Amount involved")],
    ["q.contact-time", "Midnight", ANSWER_MESSAGES.choice("Best time to call")],
    ["q.full-story", "x".repeat(5001), ANSWER_MESSAGES.tooLong("What happened?", 5000)],
  ])("refuses %s = %s on save with a message, changing nothing", async (field, value, message) => {
    const { sent, path } = await sentQuestionnaire(owner);
    await postAnswers(path, [
      ["q.full-story", "Kept"],
      ["intent", "save"],
    ]);
    const response = await postAnswers(path, [
      [field, value],
      ["intent", "save"],
    ]);
    expect(response.status).toBe(400);
    expect(decoded(await response.text())).toContain(message);
    expect((await rowOf(sent.id)).answers).toEqual({ "full-story": "Kept" });
  });

  it.each([
    ["expired", 410, CLIENT_LINK_MESSAGES.expired.title],
    ["revoked", 410, CLIENT_LINK_MESSAGES.revoked.title],
  ] as const)("answers an %s link with its page, and a post to it changes nothing", async (state, status, title) => {
    const { sent, path } = await sentQuestionnaire(owner);
    const change =
      state === "expired" ? { expiresAt: "2020-01-01T00:00:00.000Z" } : { revokedAt: new Date().toISOString() };
    await testDb()
      .update(clientLinks)
      .set(change)
      .where(eq(clientLinks.id, (await rowOf(sent.id)).linkId));
    const response = await page(path);
    expect(response.status).toBe(status);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(decoded(await response.text())).toContain(title);
    await postAnswers(path, completeAnswers("submit"));
    expect(await rowOf(sent.id)).toMatchObject({ status: "sent", answers: {} });
  });

  it("answers an unknown or altered link with 404 and its page", async () => {
    const { path } = await sentQuestionnaire(owner);
    for (const other of [`${path.slice(0, -1)}${path.endsWith("a") ? "b" : "a"}`, "/intake/nonsense"]) {
      const response = await page(other);
      expect(response.status).toBe(404);
      expect(decoded(await response.text())).toContain(CLIENT_LINK_MESSAGES.unknown.title);
    }
  });

  it("throttles saves per link, whatever the address", async () => {
    const { path } = await sentQuestionnaire(owner);
    for (let i = 0; i < QUESTIONNAIRE_RULES.link.limit; i++) {
      expect(
        (
          await postAnswers(path, [
            ["q.amount", String(i)],
            ["intent", "save"],
          ])
        ).status,
      ).toBe(303);
    }
    const refused = await postAnswers(path, [
      ["q.amount", "999"],
      ["intent", "save"],
    ]);
    expect(refused.status).toBe(429);
    expect(decoded(await refused.text())).toContain(QUESTIONNAIRE_PAGE.throttled.title);
  });

  it("throttles saves per visitor, across links", async () => {
    const address = "192.0.2.77";
    const first = await sentQuestionnaire(owner);
    const second = await sentQuestionnaire(owner);
    for (let i = 0; i < QUESTIONNAIRE_RULES.client.limit; i++) {
      const path = i % 2 === 0 ? first.path : second.path;
      expect(
        (
          await postAnswers(
            path,
            [
              ["q.amount", String(i)],
              ["intent", "save"],
            ],
            address,
          )
        ).status,
      ).toBe(303);
    }
    expect((await postAnswers(first.path, [["intent", "save"]], address)).status).toBe(429);
    expect((await postAnswers(first.path, [["intent", "save"]])).status).toBe(303);
  });
});
