import { CONTACTS_CSV_FILENAME } from "@domain/constants";
import { ADMIN_EXTRA_TOASTS, ADMIN_TEXTS, TOASTS } from "@domain/messages";
import type { Contact, ContactStatus } from "@domain/rows";
import { UNASSIGNED } from "@domain/schemas/intake";
import CheckCheck from "lucide-react/icons/check-check";
import Inbox from "lucide-react/icons/inbox";
import Mail from "lucide-react/icons/mail";
import MailOpen from "lucide-react/icons/mail-open";
import { useCallback, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { useAttorneyOptions } from "~/components/admin/blog/use-attorney-options";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { ContactCard } from "~/components/admin/contacts/contact-card";
import { ContactDetails } from "~/components/admin/contacts/contact-details";
import { type AssigneeFilter, ContactFilters, type StatusFilter } from "~/components/admin/contacts/contact-filters";
import { Pager } from "~/components/admin/data-table";
import { PageHeader } from "~/components/admin/page-header";
import { Skeleton } from "~/components/admin/skeleton";
import { type Stat, StatCards } from "~/components/admin/stat-cards";
import { contactsCsv } from "~/lib/admin/contacts-csv";
import { downloadCsv } from "~/lib/admin/csv";
import { adminMeta } from "~/lib/admin/meta";
import { CONTACTS } from "~/lib/admin/resources";
import { matchesSearch, pageOf } from "~/lib/admin/search";
import { useCollection } from "~/lib/admin/use-collection";
import { runWrite } from "~/lib/admin/use-crud";
import type { Route } from "./+types/contacts";

export const meta: Route.MetaFunction = () => adminMeta("Contacts");

const failed = ADMIN_EXTRA_TOASTS.contacts;
const count = (rows: readonly Contact[], status: ContactStatus) => rows.filter((c) => c.status === status).length;

const assignedAs = (c: Contact, filter: AssigneeFilter) =>
  filter === "all" || (filter === UNASSIGNED ? c.assignedTo === null : c.assignedTo === filter);

export default function AdminContacts() {
  const { items, loading, reload } = useCollection(CONTACTS.list, failed.loadFailed);
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [assignee, setAssignee] = useState<AssigneeFilter>("all");
  const [page, setPage] = useState(1);
  const attorneys = useAttorneyOptions();
  // The open enquiry is kept in the address (?open=id), so a staff alert's link opens it.
  const [params, setParams] = useSearchParams();
  const viewingId = Number(params.get("open")) || null;
  const viewing = items.find((c) => c.id === viewingId) ?? null;
  const view = useCallback(
    (id: number | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === null) next.delete("open");
          else next.set("open", String(id));
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  const [deleting, setDeleting] = useState<Contact | null>(null);

  const filtered = useMemo(
    () =>
      items.filter(
        (c) =>
          (status === "all" || c.status === status) &&
          assignedAs(c, assignee) &&
          matchesSearch(search, [c.name, c.email, c.subject]),
      ),
    [items, search, status, assignee],
  );
  const shown = pageOf(filtered, page);
  const stats: Stat[] = [
    { label: "Total", value: items.length, icon: Inbox },
    { label: "Unread", value: count(items, "unread"), icon: Mail },
    { label: "Responded", value: count(items, "responded"), icon: MailOpen },
    { label: "Handled", value: count(items, "handled"), icon: CheckCheck },
  ];

  const changeStatus = (c: Contact, next: ContactStatus) =>
    runWrite(
      () => CONTACTS.update(c.id, { status: next }),
      TOASTS.contactStatusUpdated(next),
      failed.statusFailed,
      reload,
    );

  function exportCsv() {
    downloadCsv(CONTACTS_CSV_FILENAME, contactsCsv(filtered));
    toast.success(TOASTS.exportCompleted.title, { description: TOASTS.exportCompleted.description });
  }

  return (
    <>
      <PageHeader title="Contacts" description="Enquiries sent through the website's contact form" />
      <StatCards stats={stats} loading={loading} />
      <ContactFilters
        search={search}
        onSearch={(v) => {
          setSearch(v);
          setPage(1);
        }}
        status={status}
        onStatus={(v) => {
          setStatus(v);
          setPage(1);
        }}
        assignee={assignee}
        attorneys={attorneys}
        onAssignee={(v) => {
          setAssignee(v);
          setPage(1);
        }}
        onExport={exportCsv}
      />
      {loading ? (
        <Skeleton className="h-32 w-full" />
      ) : filtered.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-600">
          {ADMIN_TEXTS.noContacts}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {shown.rows.map((c) => (
            <ContactCard
              key={c.id}
              contact={c}
              assignee={attorneys.find((a) => a.value === c.assignedTo)?.label}
              onView={() => view(c.id)}
              onStatus={(next) => void changeStatus(c, next)}
              onDelete={() => setDeleting(c)}
            />
          ))}
        </ul>
      )}
      <Pager page={shown.page} pageCount={shown.pageCount} total={filtered.length} onPage={setPage} />
      {viewing && (
        <ContactDetails
          contact={viewing}
          attorneys={attorneys}
          onStatus={(next) => changeStatus(viewing, next)}
          onChanged={reload}
          onClose={() => view(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete contact"
          description={ADMIN_TEXTS.deleteContact(deleting.name)}
          onClose={() => setDeleting(null)}
          onConfirm={async () =>
            (await runWrite(() => CONTACTS.remove(deleting.id), TOASTS.contactDeleted, failed.deleteFailed, reload)).ok
          }
        />
      )}
    </>
  );
}
