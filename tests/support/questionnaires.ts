import { practiceAreas } from "@db/schema";
import type { QuestionnaireTemplateInput } from "@domain/schemas/questionnaire";
import { testDb, unique } from "./db";

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
