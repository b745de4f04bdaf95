import { CHOICE_TYPES, QUESTIONNAIRE_LIMITS, type Question, type QuestionType } from "@domain/questionnaire";
import type { QuestionnaireTemplateInput } from "@domain/schemas/questionnaire";
import { slugify } from "@domain/slug";
import { linesToList, listToLines } from "./text-lists";

/**
 * A questionnaire template as the Intake Templates screen edits it: choices typed one per line, and
 * each question's key kept (answers are stored by it) or, for a new question, made from its label.
 */
export interface DraftQuestion {
  /** React's key for the row, stable while it moves. */
  key: string;
  /** The stored key; "" until the question is first saved. */
  id: string;
  type: QuestionType;
  label: string;
  help: string;
  required: boolean;
  choices: string;
}

export interface QuestionnaireDraft {
  title: string;
  intro: string;
  questions: DraftQuestion[];
}

let rows = 0;
const rowKey = () => `q${++rows}`;

export const newQuestion = (): DraftQuestion => ({
  key: rowKey(),
  id: "",
  type: "short-text",
  label: "",
  help: "",
  required: false,
  choices: "",
});

export const draftOf = (
  template: { title: string; intro: string; questions: Question[] } | null,
): QuestionnaireDraft =>
  template
    ? {
        title: template.title,
        intro: template.intro,
        questions: template.questions.map((q) => ({ ...q, key: rowKey(), choices: listToLines(q.choices) })),
      }
    : { title: "", intro: "", questions: [newQuestion()] };

/** The list with the item at `index` swapped with its neighbour (`by` -1: up, +1: down). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const other = index + by;
  if (other < 0 || other >= list.length) return [...list];
  const next = [...list];
  [next[index], next[other]] = [next[other] as T, next[index] as T];
  return next;
}

/** A new question's key: its label's slug, cut to the limit, numbered when another question has it. */
function freshId(label: string, taken: Set<string>): string {
  const base = (slugify(label) || "question").slice(0, QUESTIONNAIRE_LIMITS.idLength - 3).replace(/-+$/, "");
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/** The body the API takes; choices only for the choice types (a type changed away from one drops them). */
export function bodyOf(draft: QuestionnaireDraft): QuestionnaireTemplateInput {
  const taken = new Set(draft.questions.map((q) => q.id).filter(Boolean));
  return {
    title: draft.title,
    intro: draft.intro,
    questions: draft.questions.map((q) => ({
      id: q.id || freshId(q.label, taken),
      type: q.type,
      label: q.label,
      help: q.help,
      required: q.required,
      choices: CHOICE_TYPES.includes(q.type) ? linesToList(q.choices) : [],
    })),
  };
}

/** The messages of question `index` ("questions.2.label"), keyed by its own field ("label"). */
export function questionErrors(fields: Record<string, string[]>, index: number): Record<string, string[]> {
  const prefix = `questions.${index}.`;
  const own: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(fields)) {
    if (!path.startsWith(prefix)) continue;
    const key = path.slice(prefix.length).split(".")[0] ?? "";
    own[key] = [...(own[key] ?? []), ...messages];
  }
  return own;
}
