import { documentField, type StaffDocument } from "@domain/client-documents";
import type { Answer, Question } from "@domain/questionnaire";
import { answerField } from "@domain/questionnaire-answers";
import { DocumentInput } from "~/components/site/questionnaire-documents";
import { ErrorText, RequiredMark } from "~/components/ui/field";
import { inputClass } from "~/components/ui/styles";
import { QUESTIONNAIRE_PAGE as T } from "~/lib/questionnaire-text";

interface QuestionProps {
  question: Question;
  answer: Answer | undefined;
  errors: string[] | undefined;
  /** A file request's files already uploaded. */
  documents?: StaffDocument[];
}

const choiceClass = "flex min-h-11 items-center gap-3 rounded-md border border-slate-300 px-3 py-2 text-slate-900";

/** One question of the client's questionnaire as a plain form control (it posts without JavaScript). */
export function QuestionField({ question, answer, errors, documents }: QuestionProps) {
  const id = `q-${question.id}`;
  const name = answerField(question.id);
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const described = [question.help ? helpId : null, errors?.length ? errorId : null].filter(Boolean).join(" ");
  const aria = {
    ...(described ? { "aria-describedby": described } : {}),
    ...(errors?.length ? { "aria-invalid": true as const } : {}),
  };
  const text = typeof answer === "string" ? answer : undefined;
  const picked = new Set(Array.isArray(answer) ? answer : text ? [text] : []);
  const grouped = ["yes-no", "one-choice", "several-choices"].includes(question.type);
  const Label = grouped ? "legend" : "label";
  const options =
    question.type === "yes-no"
      ? [
          { value: "yes", label: T.yes },
          { value: "no", label: T.no },
        ]
      : question.choices.map((choice) => ({ value: choice, label: choice }));

  const control = () => {
    switch (question.type) {
      case "long-text":
        return <textarea id={id} name={name} rows={5} defaultValue={text} className={inputClass} {...aria} />;
      case "date":
        return <input id={id} name={name} type="date" defaultValue={text} className={inputClass} {...aria} />;
      case "number":
        return <input id={id} name={name} inputMode="decimal" defaultValue={text} className={inputClass} {...aria} />;
      case "file-request":
        return <DocumentInput id={id} name={documentField(question.id)} documents={documents ?? []} />;
      case "yes-no":
      case "one-choice":
      case "several-choices":
        return (
          <div className="grid gap-2 sm:grid-cols-2" {...aria}>
            {options.map((option) => (
              <label key={option.value} className={choiceClass}>
                <input
                  type={question.type === "several-choices" ? "checkbox" : "radio"}
                  name={name}
                  value={option.value}
                  defaultChecked={picked.has(option.value)}
                  className="size-5 accent-navy-800"
                />
                {option.label}
              </label>
            ))}
          </div>
        );
      default:
        return <input id={id} name={name} defaultValue={text} className={inputClass} {...aria} />;
    }
  };

  const Wrapper = grouped ? "fieldset" : "div";
  return (
    <Wrapper className="grid gap-2">
      <Label {...(grouped ? {} : { htmlFor: id })} className="font-medium text-slate-900">
        {question.label}
        {question.required && question.type !== "file-request" && <RequiredMark />}
        {question.required && question.type !== "file-request" && <span className="sr-only"> ({T.required})</span>}
      </Label>
      {question.help && (
        <p id={helpId} className="text-sm text-slate-600">
          {question.help}
        </p>
      )}
      {control()}
      <ErrorText id={errorId} errors={errors} />
    </Wrapper>
  );
}
