import type { MergeField } from "@domain/letter-merge";

/** Texts of the Intake Templates screen (issue 41): each practice area's questionnaire and engagement letter. */
export const INTAKE_TEMPLATES = {
  title: "Intake Templates",
  description: "The questionnaire sent to a client, and the engagement letter prepared for them, per practice area.",
  area: "Practice area",
  chooseArea: "Choose a practice area…",
  noAreas: "There are no practice areas yet.",
  loadFailed: "Failed to load the templates",
  questionnaire: {
    heading: "Questionnaire",
    none: "No questionnaire yet: the first save is version 1.",
    version: (version: number, by: string | null, on: string) =>
      `Version ${version}, saved by ${by ?? "an account since removed"} on ${on}.`,
    titleLabel: "Title",
    intro: "Introduction",
    introHint: "Shown to the client above the questions.",
    questions: "Questions",
    question: (n: number) => `Question ${n}`,
    type: "Type",
    label: "Question",
    help: "Help text",
    required: "Required",
    choices: "Choices",
    choicesHint: "One per line.",
    add: "Add question",
    remove: (n: number) => `Remove question ${n}`,
    up: (n: number) => `Move question ${n} up`,
    down: (n: number) => `Move question ${n} down`,
    save: "Save as a new version",
    saving: "Saving...",
    saved: (version: number) => `Version ${version} saved.`,
  },
  mergeFields: { legend: "Merge fields", hint: "Filled from the enquiry when a letter is prepared." },
  letter: {
    heading: "Engagement letter",
    body: "Letter",
    none: "No engagement letter yet.",
    updated: (on: string) => `Last saved on ${on}.`,
    save: "Save letter",
    saving: "Saving...",
    saved: "Engagement letter saved.",
  },
} as const;

/** The merge fields as the editor's aside lists them, each inserting its token. */
export const MERGE_FIELD_LABELS: Record<MergeField, string> = {
  client_name: "Client name",
  practice_area: "Practice area",
  responsible_attorney: "Responsible attorney",
  scope: "Scope",
  fee_terms: "Fee terms",
  date: "Date",
};
