import { CHOICE_TYPES, QUESTION_TYPE_LABELS, QUESTION_TYPES } from "@domain/questionnaire";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import { IconButton, RemoveRowButton } from "~/components/admin/button";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/admin/fields";
import type { FieldErrors } from "~/lib/admin/form";
import { INTAKE_TEMPLATES } from "~/lib/admin/intake-templates-text";
import type { DraftQuestion } from "~/lib/admin/questionnaire-draft";

const T = INTAKE_TEMPLATES.questionnaire;
const TYPE_OPTIONS = QUESTION_TYPES.map((value) => ({ value, label: QUESTION_TYPE_LABELS[value] }));

/** One question of the template: its type, words, required flag and (for the choice types) its choices. */
export function QuestionFields({
  question: q,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  question: DraftQuestion;
  index: number;
  count: number;
  /** The API's messages for this question, keyed by its field ("label", "choices"). */
  errors: FieldErrors;
  onChange: (change: Partial<DraftQuestion>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const set = (key: "label" | "help" | "choices" | "type") => (value: string) => onChange({ [key]: value });
  const error = (key: string) => errors[key]?.[0];
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-md border border-slate-200 p-3" data-testid="template-question">
      <legend className="sr-only">{T.question(n)}</legend>
      <div className="flex items-center justify-between gap-2">
        <p aria-hidden="true" className="text-sm font-medium text-slate-900">
          {T.question(n)}
        </p>
        <div className="flex gap-1">
          <IconButton label={T.up(n)} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUp aria-hidden="true" className="size-4" />
          </IconButton>
          <IconButton label={T.down(n)} disabled={index === count - 1} onClick={() => onMove(1)}>
            <ArrowDown aria-hidden="true" className="size-4" />
          </IconButton>
          <RemoveRowButton label={T.remove(n)} disabled={count === 1} onClick={onRemove} />
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <SelectField
          label={T.type}
          value={q.type}
          onChange={set("type")}
          options={TYPE_OPTIONS}
          error={error("type")}
        />
        <TextField
          label={T.label}
          required
          value={q.label}
          onChange={set("label")}
          error={error("label") ?? error("id")}
        />
      </div>
      <TextField label={T.help} value={q.help} onChange={set("help")} error={error("help")} />
      {CHOICE_TYPES.includes(q.type) && (
        <TextAreaField
          label={T.choices}
          hint={T.choicesHint}
          required
          rows={3}
          value={q.choices}
          onChange={set("choices")}
          error={error("choices")}
        />
      )}
      <CheckboxField label={T.required} checked={q.required} onChange={(required) => onChange({ required })} />
    </fieldset>
  );
}
