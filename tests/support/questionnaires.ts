import type { contacts } from "@db/schema";
import { practiceAreas } from "@db/schema";
import type { QuestionnaireTemplateInput } from "@domain/schemas/questionnaire";
import { bodyOf, send, uniqueClient } from "./api-calls";
import { page } from "./booking-pages";
import { insertEnquiry, testDb, unique } from "./db";
import { latestEmailTo } from "./email";

/** A practice area of the test's own (published), for a template to belong to. */
export async function insertPracticeArea() {
  const title = unique("Area");
  const [row] = await testDb()
    .insert(practiceAreas)
    .values({ slug: title.toLowerCase(), title, description: "An area for a test.", status: "published" })
    .returning();
  if (!row) throw new Error("practice area was not stored");
  return row;
}

/** A template with one question of each kind the client's page handles. */
export const sampleTemplate = (title = "Intake questions"): QuestionnaireTemplateInput => ({
  title,
  intro: "Please answer before we meet.",
  questions: [
    { id: "full-story", type: "long-text", label: "What happened?", help: "", required: true, choices: [] },
    { id: "event-date", type: "date", label: "Date of the event", help: "", required: true, choices: [] },
    { id: "amount", type: "number", label: "Amount involved", help: "", required: false, choices: [] },
    { id: "children", type: "yes-no", label: "Do you have children?", help: "", required: false, choices: [] },
    {
      id: "contact-time",
      type: "one-choice",
      label: "Best time to call",
      help: "",
      required: false,
      choices: ["Mornings", "Evenings"],
    },
    {
      id: "papers",
      type: "several-choices",
      label: "Papers you have",
      help: "",
      required: false,
      choices: ["Contract", "Letters", "Photos"],
    },
    { id: "copy", type: "file-request", label: "A copy of the contract", help: "", required: true, choices: [] },
  ],
});

/** An enquiry in a new area with the sample template, sent to the client through the API; answers its link's token. */
export async function sentQuestionnaire(token: string, fields: Partial<typeof contacts.$inferInsert> = {}) {
  const area = await insertPracticeArea();
  const saved = await send("PUT", `/api/questionnaire-templates/${area.id}`, sampleTemplate(), token);
  if (saved.status !== 201) throw new Error(`template not saved: ${saved.status}`);
  const enquiry = await insertEnquiry({ practiceArea: area.title, ...fields });
  const sent = await send("POST", `/api/contacts/${enquiry.id}/questionnaire`, undefined, token);
  if (sent.status !== 201) throw new Error(`questionnaire not sent: ${sent.status}`);
  const email = await latestEmailTo(enquiry.email, "questionnaire_request");
  const link = (email.payload as { link: string }).link;
  return { area, enquiry, sent: await bodyOf(sent), link, path: new URL(link).pathname };
}

/** The client's form post to the questionnaire page (repeated names for several choices), from its own address. */
export const postAnswers = (path: string, fields: [string, string][], address = uniqueClient()) =>
  page(path, { method: "POST", body: new URLSearchParams(fields), headers: { "CF-Connecting-IP": address } });

/** Answers that pass every check of the sample template, as form fields. */
export const completeAnswers = (intent: "save" | "submit"): [string, string][] => [
  ["q.full-story", "A dispute with my landlord."],
  ["q.event-date", "2026-02-14"],
  ["q.amount", "1250.50"],
  ["q.children", "yes"],
  ["q.contact-time", "Evenings"],
  ["q.papers", "Contract"],
  ["q.papers", "Photos"],
  ["intent", intent],
];
