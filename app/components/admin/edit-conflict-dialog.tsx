import type { EditConflict } from "@domain/edit-version";
import { formatInZone } from "@domain/time-format";
import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { CONFLICT_TEXT as T } from "~/lib/admin/conflict-text";
import { type FieldDiff, fieldDiffs } from "~/lib/admin/edit-diff";
import { useAdminIdentity } from "~/lib/admin/identity";
import { useFirmTimeZone } from "~/lib/admin/use-firm-time-zone";
import { useWrite } from "~/lib/admin/use-write";
import { Button } from "./button";
import { dialogPanel } from "./dialog-styles";

interface EditConflictDialogProps {
  conflict: EditConflict;
  /** What you were saving: the body the refused save sent. */
  yours: Record<string, unknown>;
  /** Puts their version in the form (your changes are dropped). */
  onReload: () => void;
  /** Sends yours again with their version: resolves once answered (the caller closes what it must). */
  onOverwrite: () => Promise<void>;
  /** Back to the form as you left it. */
  onClose: () => void;
}

/** How each side's words are marked: struck or underlined, tinted, and named for screen readers. */
const MARKS = {
  theirs: { Tag: "del", className: "bg-red-50 text-red-900 decoration-2", label: T.onlyTheirs },
  yours: { Tag: "ins", className: "bg-green-50 text-green-900 underline decoration-2", label: T.onlyYours },
} as const;

/** Changed words are marked by more than colour, so the difference reads without it. */
function DiffText({ diff }: { diff: FieldDiff }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm text-slate-800">
      {diff.parts.map((part, i) => {
        const key = `${i}:${part.change}`;
        if (part.change === "same") return <span key={key}>{part.text}</span>;
        const { Tag, className, label } = MARKS[part.change];
        return (
          <Tag key={key} className={className}>
            <span className="sr-only">[{label} </span>
            {part.text}
            <span className="sr-only">]</span>
          </Tag>
        );
      })}
    </p>
  );
}

/** Who won, as the loser reads it: themselves in another tab, the person by name, or someone unknown. */
function titleOf(savedBy: EditConflict["savedBy"], myEmail: string | undefined) {
  if (!savedBy) return T.title;
  return myEmail && savedBy.email?.toLowerCase() === myEmail.toLowerCase() ? T.titleByYou : T.titleBy(savedBy.name);
}

/**
 * The one answer every edit form gives a 409 (issue 25): who saved since you opened the item and
 * when, in the firm's time, their text against yours, and the two ways on: reload theirs (yours is
 * lost, and it says so) or overwrite knowingly.
 */
export function EditConflictDialog({ conflict, yours, onReload, onOverwrite, onClose }: EditConflictDialogProps) {
  const zone = useFirmTimeZone();
  const me = useAdminIdentity();
  // The overwrite's own outcome is told by the form that sent it; this only holds the dialog busy.
  const { busy, send } = useWrite();
  const overwrite = () => send(onOverwrite);
  const when = formatInZone(conflict.savedAt, zone);
  const theirs = (conflict.current ?? {}) as Record<string, unknown>;
  const diffs = fieldDiffs(theirs, yours);

  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content className={dialogPanel("max-w-2xl")}>
          <div className="border-b border-slate-200 px-5 py-4">
            <AlertDialog.Title className="font-serif text-xl text-navy-800">
              {titleOf(conflict.savedBy, me?.email)}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-1 text-sm text-slate-700">
              {conflict.savedBy ? T.savedBy(conflict.savedBy.name, when) : T.savedBySomeone(when)}
            </AlertDialog.Description>
          </div>
          <section aria-labelledby="edit-conflict-diff" className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
            <h3 id="edit-conflict-diff" className="text-sm font-semibold text-slate-900">
              {T.diffHeading}
            </h3>
            <p className="mt-1 text-xs text-slate-700">
              <del className="decoration-2">{T.legendTheirs}</del>
              {T.legendTheirsMeaning} <ins className="underline decoration-2">{T.legendYours}</ins>
              {T.legendYoursMeaning}
            </p>
            {diffs.length === 0 ? (
              <p className="mt-3 text-sm text-slate-700">{T.same}</p>
            ) : (
              <dl className="mt-3 space-y-3">
                {diffs.map((diff) => (
                  <div key={diff.field} className="rounded-md border border-slate-200 p-3">
                    <dt className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{diff.label}</dt>
                    <dd>
                      <DiffText diff={diff} />
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
          <div className="flex flex-col gap-3 border-t border-slate-200 px-5 py-3 sm:flex-row sm:items-end sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="ghost" disabled={busy}>
                {T.keepEditing}
              </Button>
            </AlertDialog.Cancel>
            <div className="flex flex-col gap-1">
              <Button variant="secondary" disabled={busy} onClick={onReload} aria-describedby="edit-conflict-reload">
                {T.reload}
              </Button>
              <span id="edit-conflict-reload" className="text-xs text-slate-600">
                {T.reloadNote}
              </span>
            </div>
            <div className="flex flex-col gap-1">
              <Button variant="danger" disabled={busy} onClick={overwrite} aria-describedby="edit-conflict-overwrite">
                {busy ? T.overwriting : T.overwrite}
              </Button>
              <span id="edit-conflict-overwrite" className="text-xs text-slate-600">
                {T.overwriteNote}
              </span>
            </div>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
