import type { StaffDocument } from "@domain/client-documents";
import type { StaffQuestionnaire } from "@domain/questionnaire";
import { formatInZone } from "@domain/time-format";
import Download from "lucide-react/icons/download";
import { Button } from "~/components/admin/button";
import { answerOf } from "~/lib/admin/api";
import { DOCUMENTS_SCREEN as T } from "~/lib/admin/documents-text";
import { DOCUMENTS } from "~/lib/admin/resources";
import { useWrite } from "~/lib/admin/use-write";

/**
 * A questionnaire's uploaded files: name, type, size and when, each with a Download button that asks
 * for a fresh signed link (a few minutes) and follows it; the file arrives as an attachment.
 */
export function EnquiryDocuments({ questionnaire, zone }: { questionnaire: StaffQuestionnaire; zone: string }) {
  const downloading = useWrite();
  const questionLabel = (document: StaffDocument) =>
    questionnaire.answers.find((a) => a.id === document.questionId)?.label ?? T.other;
  const download = (id: number) =>
    downloading.send(() => answerOf(DOCUMENTS.link(id)), {
      failed: T.downloadFailed,
      after: ({ url }) => window.location.assign(url),
    });

  return (
    <section className="mt-3" aria-label={T.heading}>
      <h4 className="text-sm font-medium text-slate-900">{T.heading}</h4>
      {questionnaire.documents.length === 0 ? (
        <p className="text-sm text-slate-600">{T.none}</p>
      ) : (
        <ul className="mt-1 grid gap-2" data-testid="client-documents">
          {questionnaire.documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <div className="min-w-0 flex-1">
                <p className="break-all text-slate-900">{document.name}</p>
                <p className="text-xs text-slate-600">
                  {questionLabel(document)}:{" "}
                  {T.facts(document.type, document.size, formatInZone(document.uploadedAt, zone))}
                </p>
              </div>
              <Button
                variant="secondary"
                disabled={downloading.busy}
                aria-label={T.downloadLabel(document.name)}
                onClick={() => void download(document.id)}
              >
                <Download aria-hidden="true" className="size-4" />
                {T.download}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
