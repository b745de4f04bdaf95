import { letterTemplateSchema } from "@domain/schemas/letter-template";
import { formatDateInZone } from "@domain/time-format";
import { useState } from "react";
import { Button } from "~/components/admin/button";
import { ContentEditor } from "~/components/admin/content-editor";
import { Panel } from "~/components/admin/panel";
import { answerOf } from "~/lib/admin/api";
import { INTAKE_TEMPLATES } from "~/lib/admin/intake-templates-text";
import { MERGE_FIELD_INSERTS } from "~/lib/admin/merge-fields";
import { TEMPLATES } from "~/lib/admin/resources";
import { useFirmTimeZone } from "~/lib/admin/use-firm-time-zone";
import { fieldsOf, useWrite } from "~/lib/admin/use-write";

const T = INTAKE_TEMPLATES.letter;

export interface StoredLetter {
  body: string | null;
  updatedAt: string | null;
}

/** A practice area's engagement-letter template in the visual editor, its merge fields beside it. */
export function LetterTemplateForm({ areaId, stored }: { areaId: number; stored: StoredLetter }) {
  const zone = useFirmTimeZone();
  const [body, setBody] = useState(stored.body ?? "");
  const [updatedAt, setUpdatedAt] = useState(stored.updatedAt);
  const [error, setError] = useState<string | undefined>();
  const saving = useWrite();
  const save = async () => {
    const result = await saving.send(() => answerOf(TEMPLATES.saveLetter(areaId, body)), {
      check: { schema: letterTemplateSchema, body: { body } },
      done: T.saved,
    });
    setError(fieldsOf(result).body?.[0]);
    if (result.ok) {
      setBody(result.answer.body ?? "");
      setUpdatedAt(result.answer.updatedAt);
    }
  };
  return (
    <Panel title={T.heading}>
      <p className="mb-4 text-sm text-slate-600" data-testid="letter-updated">
        {updatedAt ? T.updated(formatDateInZone(updatedAt, zone)) : T.none}
      </p>
      <div className="grid gap-4">
        <ContentEditor label={T.body} value={body} onChange={setBody} error={error} insertable={MERGE_FIELD_INSERTS} />
        <Button className="w-fit" disabled={saving.busy} onClick={() => void save()}>
          {saving.busy ? T.saving : T.save}
        </Button>
      </div>
    </Panel>
  );
}
