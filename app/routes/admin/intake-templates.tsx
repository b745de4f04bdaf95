import { TOAST_TITLES } from "@domain/messages";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { SelectField } from "~/components/admin/fields";
import { LetterTemplateForm, type StoredLetter } from "~/components/admin/intake-templates/letter-template-form";
import { QuestionnaireForm, type StoredQuestionnaire } from "~/components/admin/intake-templates/questionnaire-form";
import { PageHeader } from "~/components/admin/page-header";
import { Skeleton } from "~/components/admin/skeleton";
import { answerOf, isUnauthorized } from "~/lib/admin/api";
import { INTAKE_TEMPLATES as T } from "~/lib/admin/intake-templates-text";
import { adminMeta } from "~/lib/admin/meta";
import { TEMPLATES } from "~/lib/admin/resources";
import type { Route } from "./+types/intake-templates";

export const meta: Route.MetaFunction = () => adminMeta(T.title);

interface AreaTemplates {
  questionnaire: StoredQuestionnaire | null;
  letter: StoredLetter;
}

/** Read once per area chosen: the questionnaire's newest version and the letter. */
async function loadArea(areaId: number): Promise<AreaTemplates> {
  const [areas, letter] = await Promise.all([answerOf(TEMPLATES.questionnaires()), answerOf(TEMPLATES.letter(areaId))]);
  return { questionnaire: areas.find((a) => a.practiceAreaId === areaId)?.template ?? null, letter };
}

const loadFailed = (error: unknown) => {
  if (!isUnauthorized(error)) toast.error(TOAST_TITLES.error, { description: T.loadFailed });
};

/** Issue 41: each practice area's questionnaire (versioned) and engagement-letter template, for intake staff. */
export default function AdminIntakeTemplates() {
  const [params, setParams] = useSearchParams();
  const areaId = Number(params.get("area")) || null;
  const [areas, setAreas] = useState<{ value: string; label: string }[] | null>(null);
  const [chosen, setChosen] = useState<{ areaId: number; templates: AreaTemplates } | null>(null);

  useEffect(() => {
    answerOf(TEMPLATES.questionnaires())
      .then((rows) => setAreas(rows.map((a) => ({ value: String(a.practiceAreaId), label: a.practiceArea }))))
      .catch((error) => {
        setAreas([]);
        loadFailed(error);
      });
  }, []);
  useEffect(() => {
    if (!areaId) return;
    let current = true;
    loadArea(areaId)
      .then((templates) => current && setChosen({ areaId, templates }))
      .catch(loadFailed);
    return () => {
      current = false;
    };
  }, [areaId]);

  const shown = chosen && chosen.areaId === areaId ? chosen : null;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={T.title} description={T.description} />
      {areas === null ? (
        <Skeleton className="h-16 w-full max-w-md" />
      ) : areas.length === 0 ? (
        <p className="text-sm text-slate-600">{T.noAreas}</p>
      ) : (
        <SelectField
          label={T.area}
          className="max-w-md"
          value={areaId ? String(areaId) : ""}
          emptyLabel={T.chooseArea}
          options={areas}
          onChange={(value) => setParams(value ? { area: value } : {})}
        />
      )}
      {areaId && !shown && <Skeleton className="h-64 w-full" />}
      {shown && (
        <div key={shown.areaId} className="grid min-w-0 gap-6">
          <QuestionnaireForm areaId={shown.areaId} stored={shown.templates.questionnaire} />
          <LetterTemplateForm areaId={shown.areaId} stored={shown.templates.letter} />
        </div>
      )}
    </div>
  );
}
