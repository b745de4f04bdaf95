import {
  ANSWER_MESSAGES as A,
  type Answer,
  type Answers,
  QUESTIONNAIRE_LIMITS as L,
  type Question,
} from "./questionnaire";

/**
 * The client's answers, read from the page's form and checked against the questions they were sent:
 * each message names its question, and "required" is checked only when the client submits.
 */

/** The form's name of a question's input. */
export const answerField = (id: string) => `q.${id}`;

/** A posted form's values (every value of each name) as answers; blank answers are left out. */
export function readAnswers(questions: readonly Question[], form: (name: string) => string[]): Answers {
  const answers: Answers = {};
  for (const question of questions) {
    if (question.type === "file-request") continue;
    const values = form(answerField(question.id))
      .map((v) => v.trim())
      .filter((v) => v !== "");
    if (question.type === "several-choices") {
      if (values.length > 0) answers[question.id] = [...new Set(values)];
    } else if (values[0] !== undefined) answers[question.id] = values[0];
  }
  return answers;
}

const isRealDate = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

/** Why one answer is not acceptable for its question, or null. */
function problemOf(question: Question, answer: Answer): string | null {
  const label = question.label;
  const texts = Array.isArray(answer) ? answer : [answer];
  switch (question.type) {
    case "short-text":
    case "long-text": {
      const max = question.type === "short-text" ? L.shortText : L.longText;
      return texts.join("").length > max ? A.tooLong(label, max) : null;
    }
    case "date":
      return isRealDate(texts[0] ?? "") ? null : A.date(label);
    case "number":
      return /^-?\d{1,15}(?:\.\d{1,4})?$/.test(texts[0] ?? "") ? null : A.number(label);
    case "yes-no":
      return texts.length === 1 && (texts[0] === "yes" || texts[0] === "no") ? null : A.choice(label);
    case "one-choice":
    case "several-choices": {
      const single = question.type === "one-choice" && texts.length !== 1;
      return single || texts.some((t) => !question.choices.includes(t)) ? A.choice(label) : null;
    }
    case "file-request":
      return null;
  }
}

/** Messages per question id; `submitting` adds the required questions left unanswered. */
export function answerErrors(
  questions: readonly Question[],
  answers: Answers,
  submitting: boolean,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const question of questions) {
    const answer = answers[question.id];
    const problem =
      answer === undefined
        ? submitting && question.required && question.type !== "file-request"
          ? A.required(question.label)
          : null
        : problemOf(question, answer);
    if (problem) errors[question.id] = [problem];
  }
  return errors;
}
