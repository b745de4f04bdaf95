import { auditLog } from "@db/schema";
import { QUESTIONNAIRE_LIMITS, TEMPLATE_MESSAGES } from "@domain/questionnaire";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "../support/admin";
import { bodyOf, call, expectError, send, withToken } from "../support/api-calls";
import { testDb } from "../support/db";
import { insertPracticeArea, sampleTemplate } from "../support/questionnaires";

let owner: string;
beforeAll(async () => {
  owner = await adminToken("owner");
});

const path = (areaId: number) => `/api/questionnaire-templates/${areaId}`;

describe("questionnaire templates", () => {
  it("save as a new version each time, and read back the newest", async () => {
    const area = await insertPracticeArea();
    expect((await call(path(area.id), withToken(owner))).status).toBe(404);
    const first = await send("PUT", path(area.id), sampleTemplate("First"), owner);
    expect(first.status).toBe(201);
    expect(await bodyOf(first)).toMatchObject({ version: 1, title: "First", practiceAreaId: area.id });
    const second = await bodyOf(await send("PUT", path(area.id), sampleTemplate("Second"), owner));
    expect(second).toMatchObject({ version: 2, title: "Second" });
    expect(await bodyOf(await call(path(area.id), withToken(owner)))).toMatchObject({ id: second.id, version: 2 });
  });

  it("list every area with its newest version, or null", async () => {
    const empty = await insertPracticeArea();
    const kept = await insertPracticeArea();
    await send("PUT", path(kept.id), sampleTemplate("Old"), owner);
    await send("PUT", path(kept.id), sampleTemplate("New"), owner);
    const list = (await bodyOf(await call("/api/questionnaire-templates", withToken(owner)))) as {
      practiceAreaId: number;
      template: { title: string; version: number } | null;
    }[];
    expect(list.find((row) => row.practiceAreaId === empty.id)?.template).toBeNull();
    expect(list.find((row) => row.practiceAreaId === kept.id)?.template).toMatchObject({ title: "New", version: 2 });
  });

  it("are written by owner and intake only; an editor gets 403 and reads nothing", async () => {
    const area = await insertPracticeArea();
    expect((await send("PUT", path(area.id), sampleTemplate(), await adminToken("intake"))).status).toBe(201);
    const editor = await adminToken("editor");
    await expectError(await send("PUT", path(area.id), sampleTemplate(), editor), 403, "forbidden");
    await expectError(await call(path(area.id), withToken(editor)), 403, "forbidden");
    await expectError(await call("/api/questionnaire-templates", withToken(editor)), 403, "forbidden");
    await expectError(await call("/api/questionnaire-templates"), 401, "unauthorized");
  });

  it("leave an audit row naming the version before and after", async () => {
    const area = await insertPracticeArea();
    await send("PUT", path(area.id), sampleTemplate("One"), owner);
    await send("PUT", path(area.id), sampleTemplate("Two"), owner);
    const rows = await testDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "questionnaire_template"), eq(auditLog.entityId, String(area.id))));
    expect(rows.map((row) => row.changes?.version)).toEqual([
      [null, 1],
      [1, 2],
    ]);
  });

  it("refuse an unknown area with 404", async () => {
    await expectError(await send("PUT", path(999_999_999), sampleTemplate(), owner), 404, "not_found");
  });
});

describe("template validation", () => {
  const questions = sampleTemplate().questions;
  const [first] = questions;
  const cases: [string, unknown, string, string][] = [
    ["no questions", { title: "T", questions: [] }, "questions", TEMPLATE_MESSAGES.noQuestions],
    [
      "a bad key",
      { title: "T", questions: [{ ...first, id: "Bad Key" }] },
      "questions.0.id",
      TEMPLATE_MESSAGES.questionId,
    ],
    [
      "a repeated key",
      { title: "T", questions: [first, { ...first, label: "Again" }] },
      "questions.1.id",
      TEMPLATE_MESSAGES.duplicateId("full-story"),
    ],
    [
      "a choice question with one choice",
      { title: "T", questions: [{ ...first, type: "one-choice", choices: ["Only"] }] },
      "questions.0.choices",
      TEMPLATE_MESSAGES.choicesNeeded,
    ],
    [
      "choices on a text question",
      { title: "T", questions: [{ ...first, choices: ["A", "B"] }] },
      "questions.0.choices",
      TEMPLATE_MESSAGES.choicesNotAllowed,
    ],
    [
      "a repeated choice",
      { title: "T", questions: [{ ...first, type: "several-choices", choices: ["A", "A"] }] },
      "questions.0.choices",
      TEMPLATE_MESSAGES.duplicateChoice("A"),
    ],
    [
      "an unknown type",
      { title: "T", questions: [{ ...first, type: "signature" }] },
      "questions.0.type",
      "Choose a question type from the list.",
    ],
    [
      "a blank label",
      { title: "T", questions: [{ ...first, label: " " }] },
      "questions.0.label",
      "Question is required.",
    ],
    [
      "too many questions",
      {
        title: "T",
        questions: Array.from({ length: QUESTIONNAIRE_LIMITS.questions + 1 }, (_, i) => ({ ...first, id: `q${i}` })),
      },
      "questions",
      TEMPLATE_MESSAGES.tooManyQuestions,
    ],
    ["no title", { questions }, "title", "Title is required."],
  ];

  it.each(cases)("refuses %s with a clear message and stores nothing", async (_name, body, field, message) => {
    const area = await insertPracticeArea();
    const error = await expectError(await send("PUT", path(area.id), body, owner), 400, "validation_failed");
    expect(error.fields?.[field]).toContain(message);
    expect((await call(path(area.id), withToken(owner))).status).toBe(404);
  });
});
