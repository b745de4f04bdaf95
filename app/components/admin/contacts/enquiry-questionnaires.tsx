import { type Answer, QUESTIONNAIRE_STATE_LABELS, type StaffQuestionnaire } from "@domain/questionnaire";
import { formatInZone } from "@domain/time-format";
import Send from "lucide-react/icons/send";
import { StatusBadge } from "~/components/admin/badges";
import { Button } from "~/components/admin/button";
import { INTAKE_SCREEN } from "~/lib/admin/intake-text";
import { EnquiryDocuments } from "./enquiry-documents";

const shown = (answer: Answer | null) =>
  answer === null ? INTAKE_SCREEN.noAnswer : Array.isArray(answer) ? answer.join(", ") : answer;

/** The questionnaires sent for an enquiry (newest first): state, link, the client's answers; and sending one. */
export function EnquiryQuestionnaires({
  questionnaires,
  zone,
  onSend,
  busy,
}: {
  questionnaires: readonly StaffQuestionnaire[];
  zone: string;
  onSend: () => Promise<unknown>;
  busy: boolean;
}) {
  return (
    <div className="flex flex-col gap-3">
      {questionnaires.length === 0 && <p className="text-sm text-slate-600">{INTAKE_SCREEN.noQuestionnaire}</p>}
      {questionnaires.map((q) => (
        <article key={q.id} className="rounded-md border border-slate-200 p-3" data-testid="questionnaire">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-medium text-slate-900">
              {INTAKE_SCREEN.questionnaireTitle(q.title, q.templateVersion)}
            </p>
            <StatusBadge status={q.status} label={QUESTIONNAIRE_STATE_LABELS[q.status]} />
          </div>
          <p className="mt-1 text-xs text-slate-600">
            {q.revokedAt
              ? INTAKE_SCREEN.questionnaireReplaced
              : INTAKE_SCREEN.questionnaireDates(formatInZone(q.sentAt, zone), formatInZone(q.expiresAt, zone))}
          </p>
          {q.answers.some((a) => a.answer !== null) && (
            <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
              {q.answers
                .filter((a) => a.type !== "file-request")
                .map((a) => (
                  <div key={a.id} className="contents">
                    <dt className="text-slate-600">{a.label}</dt>
                    <dd className="whitespace-pre-wrap text-slate-900">{shown(a.answer)}</dd>
                  </div>
                ))}
            </dl>
          )}
          <EnquiryDocuments questionnaire={q} zone={zone} />
        </article>
      ))}
      <Button variant="secondary" className="w-fit" disabled={busy} onClick={() => void onSend()}>
        <Send aria-hidden="true" className="size-4" />
        {busy
          ? INTAKE_SCREEN.sending
          : questionnaires.length > 0
            ? INTAKE_SCREEN.sendAgain
            : INTAKE_SCREEN.sendQuestionnaire}
      </Button>
    </div>
  );
}
