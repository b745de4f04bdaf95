import { AUDIT, AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntry } from "@domain/audit";
import { actionLabel } from "@domain/audit-csv";
import type { StaffMember } from "@domain/rows";
import { formatInZone } from "@domain/time-format";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Button } from "~/components/admin/button";
import { type Column, DataTable } from "~/components/admin/data-table";
import { SelectField, TextField } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/page-header";
import { filterQuery } from "~/lib/admin/activity";
import {
  type ItemNames,
  itemNames,
  type PeopleById,
  readableChanges,
  readableItem,
} from "~/lib/admin/activity-readable";
import { answerOf, client } from "~/lib/admin/api";
import { saveFile } from "~/lib/admin/csv";
import { filenameOf } from "~/lib/admin/download-name";
import { FIRST_PLACE, neighbourPlace, placeQuery } from "~/lib/admin/list-place";
import { adminMeta } from "~/lib/admin/meta";
import { ACTIVITY_SCREEN as T } from "~/lib/admin/staff-text";
import { useFirmTimeZone } from "~/lib/admin/use-firm-time-zone";
import { useServerPage } from "~/lib/admin/use-server-page";
import { useWrite } from "~/lib/admin/use-write";
import type { Route } from "./+types/activity";

export const meta: Route.MetaFunction = () => adminMeta(T.title);

const PAGE_SIZE = 25;
const NO_FILTER = { actor: "", entity: "", action: "", from: "", to: "" };

/** The log's columns as a person reads them: the firm's time zone, names for staff ids, field labels. */
const columnsFor = (zone: string, people: PeopleById, names: ItemNames): Column<AuditEntry>[] => [
  { header: T.columns.when, cell: (e) => formatInZone(e.createdAt, zone) },
  {
    header: T.columns.who,
    // The name a person knows, with the address the row recorded (two accounts may share a name).
    cell: (e) => {
      const name = e.actorId !== null ? people.get(e.actorId) : undefined;
      if (!name) return e.actorEmail ?? "—";
      return (
        <>
          {name}
          {e.actorEmail ? <span className="block text-xs text-slate-500">{e.actorEmail}</span> : null}
        </>
      );
    },
  },
  { header: T.columns.action, cell: (e) => actionLabel(e.action) },
  { header: T.columns.item, cell: (e) => readableItem(e, people, names) },
  {
    header: T.columns.changes,
    cell: (e) => (
      <span className="block max-w-md text-xs whitespace-pre-line break-words">
        {readableChanges(e.changes, zone, people)}
      </span>
    ),
  },
  { header: T.columns.address, cell: (e) => e.address ?? "" },
];

/** Owners read the audit log: filtered by person, item, action and dates, a page at a time, or all as CSV. */
export default function AdminActivity() {
  const [filter, setFilter] = useState(NO_FILTER);
  const [place, setPlace] = useState(FIRST_PLACE);
  const [people, setPeople] = useState<StaffMember[]>([]);
  const set = (key: keyof typeof NO_FILTER) => (value: string) => {
    setFilter((f) => ({ ...f, [key]: value }));
    setPlace(FIRST_PLACE);
  };

  useEffect(() => {
    answerOf(client.staff.$get()).then(setPeople, () => undefined);
  }, []);

  const fetchPage = useCallback(
    () => client.audit.$get({ query: { ...filterQuery(filter), ...placeQuery(place), limit: String(PAGE_SIZE) } }),
    [filter, place],
  );
  const { items: entries, loading, total, cursors } = useServerPage(fetchPage, T.loadFailed);
  const go = (to: number) => setPlace(neighbourPlace(place.page, to, cursors));

  // The server streams the file (GET /api/audit/export); no toast either way, as before.
  const { send } = useWrite();
  const exportCsv = () =>
    send(
      async () => {
        const response = await client.audit.export.$get({ query: filterQuery(filter) });
        saveFile(filenameOf(response.headers, AUDIT.csvFilename), await response.blob());
      },
      { failed: () => undefined },
    );

  const zone = useFirmTimeZone();
  const columns = useMemo(
    () => columnsFor(zone, new Map(people.map((p) => [p.id, p.name])), itemNames(entries)),
    [zone, people, entries],
  );
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <div className="space-y-6">
      <PageHeader
        title={T.title}
        description={T.description}
        action={
          <Button variant="secondary" onClick={exportCsv}>
            {T.exportCsv}
          </Button>
        }
      />
      <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5">
        <SelectField
          label={T.person}
          value={filter.actor}
          onChange={set("actor")}
          emptyLabel={T.everyone}
          options={people.map((p) => ({ value: String(p.id), label: p.name }))}
        />
        <SelectField
          label={T.entity}
          value={filter.entity}
          onChange={set("entity")}
          emptyLabel={T.anyEntity}
          options={Object.entries(AUDIT_ENTITIES).map(([value, label]) => ({ value, label }))}
        />
        <SelectField
          label={T.action}
          value={filter.action}
          onChange={set("action")}
          emptyLabel={T.anyAction}
          options={AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] }))}
        />
        <TextField label={T.from} type="date" value={filter.from} onChange={set("from")} />
        <TextField label={T.to} type="date" value={filter.to} onChange={set("to")} />
      </div>
      <DataTable label={T.title} columns={columns} rows={entries} loading={loading} empty={T.empty} />
      <nav aria-label={T.title} className="flex items-center justify-between gap-3 text-sm text-slate-700">
        <Button variant="secondary" disabled={place.page <= 1} onClick={() => go(place.page - 1)}>
          {T.previous}
        </Button>
        <span>{T.page(place.page, pages, total)}</span>
        <Button variant="secondary" disabled={place.page >= pages} onClick={() => go(place.page + 1)}>
          {T.next}
        </Button>
      </nav>
    </div>
  );
}
