import type { AuditEntry } from "@domain/audit";
import { actionLabel } from "@domain/audit-csv";
import { ADMIN_TEXTS } from "@domain/messages";
import type { StaffMember } from "@domain/rows";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { itemNames, type PeopleById, readableItem } from "~/lib/admin/activity-readable";
import { answerOf, client } from "~/lib/admin/api";
import { timeAgo } from "~/lib/admin/format";
import { ACTIVITY_SCREEN } from "~/lib/admin/staff-text";
import { Skeleton } from "../skeleton";

const SHOWN = 5;

/**
 * The dashboard's latest staff actions, read from the audit log (owners only: the caller decides),
 * each naming the person and the thing as the Activity screen does.
 */
export function StaffActivity() {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [people, setPeople] = useState<PeopleById>(new Map());
  useEffect(() => {
    answerOf(client.audit.$get({ query: { limit: String(SHOWN) } })).then(setEntries, () => setEntries([]));
    answerOf(client.staff.$get()).then(
      (staff: StaffMember[]) => setPeople(new Map(staff.map((p) => [p.id, p.name]))),
      () => undefined,
    );
  }, []);

  if (!entries) return <Skeleton className="h-32 w-full" />;
  if (entries.length === 0) return <p className="text-sm text-slate-600">{ADMIN_TEXTS.noActivity}</p>;
  const names = itemNames(entries);
  return (
    <>
      <ul className="flex flex-col gap-3">
        {entries.map((e) => (
          <li key={e.id} className="flex flex-col text-sm">
            <span className="text-slate-900">
              {(e.actorId !== null && people.get(e.actorId)) || e.actorEmail || "—"} · {actionLabel(e.action)} ·{" "}
              {readableItem(e, people, names)}
            </span>
            <time dateTime={e.createdAt} className="text-xs text-slate-600">
              {timeAgo(e.createdAt)}
            </time>
          </li>
        ))}
      </ul>
      <Link to="/admin/activity" className="mt-4 inline-block text-sm text-navy-700 underline">
        {ACTIVITY_SCREEN.viewAll}
      </Link>
    </>
  );
}
