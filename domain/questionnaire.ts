import type { StaffDocument } from "./client-documents";

/**
 * Questionnaires (issue 41): the field types a practice area's template may hold, the states a sent
 * questionnaire moves through, and the texts both the API and the client's page show.
 */

export const QUESTION_TYPES = [
  "short-text",
  "long-text",
  "date",
  "number",
  "yes-no",
  "one-choice",
  "several-choices",
  "file-request",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The types whose answer is picked from the field's own choices. */
export const CHOICE_TYPES: readonly QuestionType[] = ["one-choice", "several-choices"];

/** One question of a template; `id` keys its answer, so it stays stable across versions. */
export interface Question {
  id: string;
  type: QuestionType;
  label: string;
  help: string;
  required: boolean;
  /** The choices of a choice type; empty for every other type. */
  choices: string[];
}

/** A sent questionnaire: sent, opened by the client, saved at least once, submitted (locked). */
export const QUESTIONNAIRE_STATES = ["sent", "opened", "in-progress", "submitted"] as const;
export type QuestionnaireState = (typeof QUESTIONNAIRE_STATES)[number];

/** An answer as stored: text (yes/no as "yes"/"no", a date as YYYY-MM-DD), or several choices. */
export type Answer = string | string[];
export type Answers = Record<string, Answer>;

/** A sent questionnaire as staff read it with its enquiry: its progress, and each question's answer. */
export interface StaffQuestionnaire {
  id: number;
  status: QuestionnaireState;
  title: string;
  templateVersion: number;
  sentAt: string;
  openedAt: string | null;
  savedAt: string | null;
  submittedAt: string | null;
  expiresAt: string;
  revokedAt: string | null;
  answers: { id: string; label: string; type: QuestionType; answer: Answer | null }[];
  /** Files the client uploaded, oldest first. */
  documents: StaffDocument[];
}

export const QUESTIONNAIRE_LIMITS = {
  questions: 60,
  choices: 20,
  idLength: 40,
  label: 200,
  help: 500,
  choice: 120,
  title: 120,
  intro: 1000,
  shortText: 300,
  longText: 5000,
  /** A number answer: digits, an optional sign and decimals (amounts, counts, ages). */
  numberLength: 20,
} as const;

export const QUESTION_TYPE_LABELS = {
  "short-text": "Short text",
  "long-text": "Long text",
  date: "Date",
  number: "Number",
  "yes-no": "Yes or no",
  "one-choice": "One choice",
  "several-choices": "Several choices",
  "file-request": "File request",
} as const satisfies Record<QuestionType, string>;

export const QUESTIONNAIRE_STATE_LABELS = {
  sent: "Sent",
  opened: "Opened",
  "in-progress": "In progress",
  submitted: "Submitted",
} as const satisfies Record<QuestionnaireState, string>;

const L = QUESTIONNAIRE_LIMITS;

/** What staff are told about a template that cannot be saved, and about sending one. */
export const TEMPLATE_MESSAGES = {
  questionId: `A question's key must be 1 to ${L.idLength} lower-case letters, digits or hyphens (e.g. date-of-marriage).`,
  duplicateId: (id: string) => `Two questions share the key "${id}": each key must be different.`,
  choicesNeeded: "A choice question needs at least two choices.",
  choicesNotAllowed: "Only one-choice and several-choices questions have choices.",
  duplicateChoice: (choice: string) => `The choice "${choice}" appears twice.`,
  noQuestions: "A questionnaire needs at least one question.",
  tooManyQuestions: `A questionnaire may hold at most ${L.questions} questions.`,
  noTemplate: "This practice area has no questionnaire yet. Create one under Questionnaires first.",
  noArea: "This enquiry names no practice area with a questionnaire. Set its practice area first.",
  sent: "The questionnaire was emailed to the client.",
} as const;

/** What the client is told about an answer that cannot be kept (each message names its question). */
export const ANSWER_MESSAGES = {
  required: (label: string) => `${label}: please answer this question.`,
  tooLong: (label: string, max: number) => `${label}: please keep this answer within ${max} characters.`,
  date: (label: string) => `${label}: please enter a real date (year, month and day).`,
  number: (label: string) => `${label}: please enter a number, such as 3 or 1250.50.`,
  choice: (label: string) => `${label}: please choose from the options shown.`,
} as const;
