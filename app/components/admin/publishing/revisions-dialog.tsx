import type { ContentKind } from "@domain/constants";
import type { FieldChange } from "@domain/revision-diff";
import { formatInZone } from "@domain/time-format";
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/admin/button";
import { InfoDialog } from "~/components/admin/info-dialog";
import { answerOf, client } from "~/lib/admin/api";
import { ADMIN_PUBLISHING } from "~/lib/admin/publishing-text";
import { fieldLabel, shownValue } from "~/lib/admin/revision-format";
import { useFirmTimeZone } from "~/lib/admin/use-firm-time-zone";
import { useWrite } from "~/lib/admin/use-write";

type Listed = Awaited<ReturnType<typeof loadRevisions>>[number];

const loadRevisions = (kind: ContentKind, id: string) =>
  answerOf(client.content[":kind"][":id"].revisions.$get({ param: { kind, id } }));

/** The last saves of an item, newest first: who, when, what changed; any of them can be put back. */
export function RevisionsDialog({
  kind,
  id,
  name,
  onClose,
  onRestored,
}: {
  kind: ContentKind;
  id: string;
  name: string;
  onClose: () => void;
  onRestored: () => Promise<void> | void;
}) {
  const zone = useFirmTimeZone();
  const [revisions, setRevisions] = useState<Listed[] | null>(null);
  const { busy, send } = useWrite();
  // Which version is being put back: its button says so.
  const [restoring, setRestoring] = useState<number | null>(null);

  const reload = useCallback(
    () =>
      loadRevisions(kind, id).then(setRevisions, () => {
        setRevisions([]);
        toast.error(ADMIN_PUBLISHING.revisionsFailed);
      }),
    [kind, id],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  const restore = (revision: Listed) => {
    setRestoring(revision.id);
    return send(
      () =>
        client.content[":kind"][":id"].revisions[":revisionId"].restore.$post({
          param: { kind, id, revisionId: String(revision.id) },
        }),
      {
        done: { title: ADMIN_PUBLISHING.restored(formatInZone(revision.createdAt, zone)) },
        failed: () => ({ title: ADMIN_PUBLISHING.restoreFailed }),
        after: () => Promise.all([reload(), onRestored()]),
      },
    );
  };

  return (
    <InfoDialog
      title={ADMIN_PUBLISHING.revisionsTitle(name)}
      description={ADMIN_PUBLISHING.revisionsHint}
      onClose={onClose}
    >
      {revisions === null ? (
        <p className="text-sm text-slate-600">{ADMIN_PUBLISHING.revisionsLoading}</p>
      ) : revisions.length === 0 ? (
        <p className="text-sm text-slate-600">{ADMIN_PUBLISHING.noRevisions}</p>
      ) : (
        <ol className="space-y-4" aria-label={ADMIN_PUBLISHING.revisionsTitle(name)}>
          {revisions.map((revision, i) => (
            <li key={revision.id} className="rounded-md border border-slate-200 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm">
                  <span className="font-medium text-slate-900">{formatInZone(revision.createdAt, zone)}</span>
                  <span className="text-slate-600">
                    {" · "}
                    {authorOf(revision)}
                    {revision.restoredFrom !== null && ` · ${ADMIN_PUBLISHING.restoredFrom(revision.restoredFrom)}`}
                    {i === 0 && ` · ${ADMIN_PUBLISHING.currentRevision}`}
                  </span>
                </p>
                {revision.differsFromCurrent.length > 0 && (
                  <Button
                    variant="secondary"
                    disabled={busy}
                    onClick={() => restore(revision)}
                    aria-label={`${ADMIN_PUBLISHING.restore} ${formatInZone(revision.createdAt, zone)}`}
                  >
                    {busy && restoring === revision.id ? ADMIN_PUBLISHING.restoring : ADMIN_PUBLISHING.restore}
                  </Button>
                )}
              </div>
              <ScheduleEvent revision={revision} zone={zone} />
              <Changes changes={revision.changes} event={revision.event !== null} />
            </li>
          ))}
        </ol>
      )}
    </InfoDialog>
  );
}

const authorOf = (revision: Listed) =>
  revision.authorName ||
  (revision.event === "published_on_schedule" ? ADMIN_PUBLISHING.scheduleAuthor : ADMIN_PUBLISHING.unknownAuthor);

/** "Scheduled for <firm time>" on the save that set a schedule; "Published on schedule" when it came to pass. */
function ScheduleEvent({ revision, zone }: { revision: Listed; zone: string }) {
  if (!revision.event) return null;
  const text =
    revision.event === "scheduled" && revision.eventAt
      ? ADMIN_PUBLISHING.eventScheduled(formatInZone(revision.eventAt, zone))
      : ADMIN_PUBLISHING.eventPublishedOnSchedule;
  return <p className="mt-1 text-sm font-medium text-blue-900">{text}</p>;
}

/** What one save changed against the save before it; the first save ever has nothing before it. */
function Changes({ changes: all, event }: { changes: FieldChange[]; event: boolean }) {
  // On a schedule's save the event line tells the status ("draft → published" would hide the schedule).
  const changes = event ? all.filter((change) => change.field !== "status") : all;
  if (event && changes.length === 0 && all.length > 0) return null;
  if (changes.length === 0) return <p className="mt-1 text-xs text-slate-600">{ADMIN_PUBLISHING.noChanges}</p>;
  if (changes.every((change) => change.before === null)) {
    return <p className="mt-1 text-xs text-slate-600">{ADMIN_PUBLISHING.firstRevision}</p>;
  }
  return (
    <dl className="mt-2 space-y-1 text-xs">
      {changes.map((change) => (
        <div key={change.field} className="grid gap-1 sm:grid-cols-[9rem_1fr]">
          <dt className="font-medium text-slate-700">{fieldLabel(change.field)}</dt>
          <dd className="min-w-0 break-words">
            <del className="bg-red-50 text-red-800">{shownValue(change.before)}</del> <span aria-hidden="true">→</span>{" "}
            <ins className="bg-green-50 text-green-900 no-underline">{shownValue(change.after)}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
