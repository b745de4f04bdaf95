import { SUBSCRIBER_STATES, SUBSCRIBERS_CSV_FILENAME, type SubscriberState } from "@domain/constants";
import { subscriberState } from "@domain/newsletter";
import Download from "lucide-react/icons/download";
import Trash2 from "lucide-react/icons/trash-2";
import { useMemo, useState } from "react";
import { StatusBadge } from "~/components/admin/badges";
import { Button, IconButton } from "~/components/admin/button";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { type Column, DataTable } from "~/components/admin/data-table";
import { FilterSelect } from "~/components/admin/filter-select";
import { PageHeader } from "~/components/admin/page-header";
import { SearchBox } from "~/components/admin/search-box";
import { ConsentHistory } from "~/components/admin/subscribers/consent-history";
import {
  filterQuery,
  type SubscriberFilter,
  type SubscriberItem,
  useSubscribersPage,
} from "~/components/admin/subscribers/use-subscribers";
import { client } from "~/lib/admin/api";
import { saveFile } from "~/lib/admin/csv";
import { FIRST_PLACE, neighbourPlace } from "~/lib/admin/list-place";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_SUBSCRIBERS as T } from "~/lib/admin/subscribers-text";
import { keysetPager } from "~/lib/admin/use-server-page";
import { useWrite } from "~/lib/admin/use-write";
import type { Route } from "./+types/subscribers";

export const meta: Route.MetaFunction = () => adminMeta(T.title);

const PAGE_SIZE = 50;

const STATUS_OPTIONS: readonly { value: SubscriberState | ""; label: string }[] = [
  { value: "", label: T.allStatuses },
  ...SUBSCRIBER_STATES.map((state) => ({ value: state, label: T.stateLabels[state] })),
];

const columns: Column<SubscriberItem>[] = [
  { header: T.columns.email, cell: (s) => <span className="font-medium break-all text-slate-900">{s.email}</span> },
  {
    header: T.columns.status,
    cell: (s) => {
      const state = subscriberState(s);
      return <StatusBadge status={state} label={T.stateLabels[state]} />;
    },
  },
  { header: T.columns.history, cell: (s) => <ConsentHistory email={s.email} history={s.history} /> },
];

/** Newsletter sign-ups: search and filter (by the API), export what matches as CSV, remove (erase) an address. */
export default function AdminSubscribers() {
  const [filter, setFilter] = useState<SubscriberFilter>({ status: "", search: "" });
  const [place, setPlace] = useState(FIRST_PLACE);
  const list = useSubscribersPage(filter, place, PAGE_SIZE);
  const [removing, setRemoving] = useState<SubscriberItem | null>(null);
  // One toast each: an export and a removal do not replace each other's.
  const exporting = useWrite();
  const removal = useWrite();
  const update = (change: Partial<SubscriberFilter>) => {
    setFilter((f) => ({ ...f, ...change }));
    setPlace(FIRST_PLACE);
  };

  const exportCsv = () =>
    exporting.send(
      async () => {
        const response = await client.newsletter.export.$get({ query: filterQuery(filter) });
        saveFile(SUBSCRIBERS_CSV_FILENAME, await response.blob());
      },
      { done: T.exported, failed: T.exportFailed },
    );

  const withActions = useMemo<Column<SubscriberItem>[]>(
    () => [
      ...columns,
      {
        header: T.columns.actions,
        srOnlyHeader: true,
        actions: true,
        className: "text-right",
        cell: (s) => (
          <IconButton label={T.remove(s.email)} tone="danger" onClick={() => setRemoving(s)}>
            <Trash2 aria-hidden="true" className="size-4" />
          </IconButton>
        ),
      },
    ],
    [],
  );

  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox label={T.search} value={filter.search} onChange={(search) => update({ search })} />
        <FilterSelect
          label={T.filterByStatus}
          value={filter.status}
          onChange={(status) => update({ status })}
          options={STATUS_OPTIONS}
        />
        <Button variant="secondary" onClick={() => void exportCsv()} className="sm:ml-auto">
          <Download aria-hidden="true" className="size-4" />
          {T.exportCsv}
        </Button>
      </div>
      <DataTable
        label={T.title}
        columns={withActions}
        rows={list.items}
        loading={list.loading}
        empty={T.empty}
        pager={{
          ...keysetPager(list, place.page, PAGE_SIZE),
          onPage: (to) => setPlace(neighbourPlace(place.page, to, list.cursors)),
        }}
      />
      {removing && (
        <ConfirmDialog
          title={T.removeTitle}
          description={T.removeSentence(removing.email)}
          confirmLabel={T.removeConfirm}
          busyLabel={T.removing}
          onClose={() => setRemoving(null)}
          onConfirm={async () =>
            (
              await removal.send(() => client.newsletter[":id"].$delete({ param: { id: String(removing.id) } }), {
                done: T.removed,
                failed: T.removeFailed,
                after: list.reload,
              })
            ).ok
          }
        />
      )}
    </>
  );
}
