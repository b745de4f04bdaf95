import type { StaffEngagementLetter } from "@domain/engagement-letter";
import { ENGAGEMENT_LETTER_MESSAGES as M } from "@domain/letter-messages";
import { formatInZone } from "@domain/time-format";
import Download from "lucide-react/icons/download";
import FileSignature from "lucide-react/icons/file-signature";
import { useState } from "react";
import { StatusBadge } from "~/components/admin/badges";
import { Button, buttonClass } from "~/components/admin/button";
import { ContentEditor } from "~/components/admin/content-editor";
import { TextAreaField } from "~/components/admin/fields";
import { Skeleton } from "~/components/admin/skeleton";
import { LETTER_STATE_LABELS, LETTER_SCREEN as T } from "~/lib/admin/letter-text";
import { MERGE_FIELD_INSERTS } from "~/lib/admin/merge-fields";
import { LETTERS } from "~/lib/admin/resources";
import { sanitisedHtml } from "~/lib/admin/trusted-html";
import { useEngagementLetters } from "~/lib/admin/use-engagement-letters";
import { useWrite } from "~/lib/admin/use-write";

/** An enquiry's engagement letters (issue 41): prepare one, edit and send the draft, withdraw it, take the signed PDF. */
export function EnquiryLetters({ contactId, zone }: { contactId: number; zone: string }) {
  const { letters, reload } = useEngagementLetters(contactId);
  const preparing = useWrite();
  if (!letters) return <Skeleton className="h-16 w-full" />;
  const inPlay = letters.some((l) => l.state !== "withdrawn");
  const prepare = () => preparing.send(() => LETTERS.prepare(contactId), { done: M.prepared, after: reload });
  return (
    <div className="flex flex-col gap-3">
      {letters.length === 0 && <p className="text-sm text-slate-600">{T.none}</p>}
      {letters.map((letter) => (
        <LetterCard key={letter.id} letter={letter} zone={zone} onChanged={reload} />
      ))}
      {!inPlay && (
        <Button variant="secondary" className="w-fit" disabled={preparing.busy} onClick={() => void prepare()}>
          <FileSignature aria-hidden="true" className="size-4" />
          {preparing.busy ? T.preparing : T.prepare}
        </Button>
      )}
    </div>
  );
}

function stateLine(l: StaffEngagementLetter, zone: string) {
  const at = (iso: string | null) => (iso ? formatInZone(iso, zone) : "");
  if (l.state === "signed") return T.signedNote(at(l.signedAt), l.signerName ?? "");
  if (l.state === "withdrawn") return T.withdrawnNote(at(l.withdrawnAt));
  if (l.state === "sent") return T.sentNote(at(l.sentAt), l.expiresAt && at(l.expiresAt));
  return T.draftNote;
}

function LetterCard({
  letter: l,
  zone,
  onChanged,
}: {
  letter: StaffEngagementLetter;
  zone: string;
  onChanged: () => Promise<void>;
}) {
  const writing = useWrite();
  const withdraw = () => writing.send(() => LETTERS.withdraw(l.id), { done: M.withdrawn, after: onChanged });
  return (
    <article className="rounded-md border border-slate-200 p-3" data-testid="engagement-letter">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-900">{T.title(l.practiceArea)}</p>
        <StatusBadge status={l.state} label={LETTER_STATE_LABELS[l.state]} />
      </div>
      <p className="mt-1 text-xs text-slate-600">{stateLine(l, zone)}</p>
      {l.state === "signed" && l.documentHash && (
        <p className="mt-1 text-xs text-slate-600">
          {T.documentHash} <span className="font-mono break-all">{l.documentHash}</span>;{" "}
          {T.consentVersion(l.consentVersion ?? 1)}
        </p>
      )}
      {l.state === "draft" && <DraftForm letter={l} onChanged={onChanged} />}
      {l.state !== "draft" && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-navy-700">{T.preview}</summary>
          <div
            className="article-content mt-2 text-sm"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: through the back office's one Trusted Types policy (sanitised)
            dangerouslySetInnerHTML={{ __html: sanitisedHtml(l.html) }}
          />
        </details>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {l.state === "signed" && l.hasPdf && (
          <a href={LETTERS.pdfHref(l.id)} download className={buttonClass("secondary")}>
            <Download aria-hidden="true" className="size-4" />
            {T.download}
          </a>
        )}
        {l.state === "sent" && (
          <Button variant="secondary" disabled={writing.busy} onClick={() => void withdraw()}>
            {writing.busy ? T.withdrawing : T.withdraw}
          </Button>
        )}
      </div>
    </article>
  );
}

/** A draft's terms and body: saved as typed, and saved again right before it is sent. */
function DraftForm({ letter: l, onChanged }: { letter: StaffEngagementLetter; onChanged: () => Promise<void> }) {
  const [draft, setDraft] = useState({ scope: l.scope, feeTerms: l.feeTerms, body: l.body });
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const saving = useWrite();
  const sending = useWrite();
  const withdrawing = useWrite();
  const busy = saving.busy || sending.busy || withdrawing.busy;
  const save = async (toast: boolean) => {
    const result = await saving.send(() => LETTERS.save(l.id, draft), toast ? { done: M.saved } : {});
    setFields(result.ok ? {} : (result.fields ?? {}));
    return result.ok;
  };
  const send = async () => {
    if (await save(false)) await sending.send(() => LETTERS.send(l.id), { done: M.sent, after: onChanged });
  };
  const set = (key: keyof typeof draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  return (
    <div className="mt-3 grid gap-3">
      <TextAreaField
        label={T.scope}
        hint={T.scopeHint}
        value={draft.scope}
        onChange={set("scope")}
        error={fields.scope?.[0]}
      />
      <TextAreaField
        label={T.feeTerms}
        hint={T.feeTermsHint}
        value={draft.feeTerms}
        onChange={set("feeTerms")}
        error={fields.feeTerms?.[0]}
      />
      <ContentEditor
        label={T.body}
        value={draft.body}
        onChange={set("body")}
        error={fields.body?.[0]}
        insertable={MERGE_FIELD_INSERTS}
      />
      <div className="flex flex-wrap gap-2">
        <Button disabled={busy} onClick={() => void send()}>
          {sending.busy ? T.sending : T.send}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void save(true).then(onChanged)}>
          {saving.busy && !sending.busy ? T.saving : T.save}
        </Button>
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() => void withdrawing.send(() => LETTERS.withdraw(l.id), { done: M.withdrawn, after: onChanged })}
        >
          {withdrawing.busy ? T.withdrawing : T.withdraw}
        </Button>
      </div>
    </div>
  );
}
