import type { Question } from "@domain/questionnaire";
import { questionnaireTemplateSchema } from "@domain/schemas/questionnaire";
import { formatDateInZone } from "@domain/time-format";
import Plus from "lucide-react/icons/plus";
import { useState } from "react";
import { Button } from "~/components/admin/button";
import { TextAreaField, TextField } from "~/components/admin/fields";
import { Panel } from "~/components/admin/panel";
import { answerOf } from "~/lib/admin/api";
import { INTAKE_TEMPLATES } from "~/lib/admin/intake-templates-text";
import { bodyOf, draftOf, moved, newQuestion, questionErrors } from "~/lib/admin/questionnaire-draft";
import { TEMPLATES } from "~/lib/admin/resources";
import { useFirmTimeZone } from "~/lib/admin/use-firm-time-zone";
import { fieldsOf, useWrite } from "~/lib/admin/use-write";
import { QuestionFields } from "./question-fields";

const T = INTAKE_TEMPLATES.questionnaire;

export interface StoredQuestionnaire {
  version: number;
  title: string;
  intro: string;
  questions: Question[];
  savedByName: string | null;
  createdAt: string;
}

/**
 * A practice area's questionnaire: its title, introduction and ordered questions. Each save is a new
 * version (questionnaires already sent keep theirs), so two staff saving at once both keep their work.
 */
export function QuestionnaireForm({ areaId, stored }: { areaId: number; stored: StoredQuestionnaire | null }) {
  const zone = useFirmTimeZone();
  const [saved, setSaved] = useState(stored);
  const [draft, setDraft] = useState(() => draftOf(stored));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const saving = useWrite();
  const questions = draft.questions;
  const setQuestions = (next: typeof questions) => setDraft((d) => ({ ...d, questions: next }));
  const save = async () => {
    const body = bodyOf(draft);
    const result = await saving.send(() => answerOf(TEMPLATES.saveQuestionnaire(areaId, body)), {
      check: { schema: questionnaireTemplateSchema, body },
      done: (answer) => T.saved(answer.version),
    });
    setErrors(fieldsOf(result));
    if (result.ok) {
      setSaved(result.answer);
      setDraft(draftOf(result.answer));
    }
  };
  const listError = errors.questions?.[0];
  return (
    <Panel title={T.heading}>
      <p className="mb-4 text-sm text-slate-600" data-testid="questionnaire-version">
        {saved ? T.version(saved.version, saved.savedByName, formatDateInZone(saved.createdAt, zone)) : T.none}
      </p>
      <div className="grid gap-4">
        <TextField
          label={T.titleLabel}
          required
          value={draft.title}
          onChange={(title) => setDraft((d) => ({ ...d, title }))}
          error={errors.title?.[0]}
        />
        <TextAreaField
          label={T.intro}
          hint={T.introHint}
          value={draft.intro}
          onChange={(intro) => setDraft((d) => ({ ...d, intro }))}
          error={errors.intro?.[0]}
        />
        <section aria-label={T.questions} className="grid gap-3">
          <h3 className="font-medium text-slate-800">{T.questions}</h3>
          {listError && <p className="text-sm text-red-700">{listError}</p>}
          {questions.map((question, index) => (
            <QuestionFields
              key={question.key}
              question={question}
              index={index}
              count={questions.length}
              errors={questionErrors(errors, index)}
              onChange={(change) => setQuestions(questions.map((q, i) => (i === index ? { ...q, ...change } : q)))}
              onMove={(by) => setQuestions(moved(questions, index, by))}
              onRemove={() => setQuestions(questions.filter((_, i) => i !== index))}
            />
          ))}
          <Button variant="secondary" className="w-fit" onClick={() => setQuestions([...questions, newQuestion()])}>
            <Plus aria-hidden="true" className="size-4" />
            {T.add}
          </Button>
        </section>
        <Button className="w-fit" disabled={saving.busy} onClick={() => void save()}>
          {saving.busy ? T.saving : T.save}
        </Button>
      </div>
    </Panel>
  );
}
