import { ADMIN_EXTRA_TOASTS, ADMIN_TEXTS, TOASTS } from "@domain/messages";
import type { Contact, ContactStatus } from "@domain/rows";
import CheckCheck from "lucide-react/icons/check-check";
import FileSignature from "lucide-react/icons/file-signature";
import Inbox from "lucide-react/icons/inbox";
import Mail from "lucide-react/icons/mail";
import MailOpen from "lucide-react/icons/mail-open";
import { useCallback, useState } from "react";
import { useAttorneyOptions } from "~/components/admin/blog/use-attorney-options";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { ContactCard } from "~/components/admin/contacts/contact-card";
import { ContactDetails } from "~/components/admin/contacts/contact-details";
import { ContactFilters } from "~/components/admin/contacts/contact-filters";
import { EnquiriesEmpty } from "~/components/admin/contacts/enquiries-empty";
import { enquiryFilterQuery, useEnquiriesPage, useEnquirySummary } from "~/components/admin/contacts/use-enquiries";
import { hasFilters, useEnquiryQuery } from "~/components/admin/contacts/use-enquiry-query";
import { useViewedEnquiry } from "~/components/admin/contacts/use-viewed-enquiry";
import { Pager } from "~/components/admin/data-table";
import { PageHeader } from "~/components/admin/page-header";
import { Skeleton } from "~/components/admin/skeleton";
import { type Stat, StatCards } from "~/components/admin/stat-cards";
import { client } from "~/lib/admin/api";
import { saveFile } from "~/lib/admin/csv";
import { filenameOf } from "~/lib/admin/download-name";
import { ENQUIRY_STATE_LABELS, INTAKE_SCREEN } from "~/lib/admin/intake-text";
import { FIRST_PLACE, neighbourPlace } from "~/lib/admin/list-place";
import { adminMeta } from "~/lib/admin/meta";
import { CONTACTS } from "~/lib/admin/resources";
import { useFirmTimeZone } from "~/lib/admin/use-firm-time-zone";
import { keysetPager } from "~/lib/admin/use-server-page";
import { useWrite } from "~/lib/admin/use-write";
import type { Route } from "./+types/contacts";

export const meta: Route.MetaFunction = () => adminMeta("Contacts");

const failed = ADMIN_EXTRA_TOASTS.contacts;
/** Enquiries per page (SPEC §9's 100 per page of every admin list). */
const PAGE_SIZE = 100;

/** Enquiries: filtered, searched and paged by the server, the whole view kept in the address. */
export default function AdminContacts() {
  const { query, update } = useEnquiryQuery();
  const list = useEnquiriesPage(query, query, PAGE_SIZE);
  const { summary, reload: recount } = useEnquirySummary();
  const attorneys = useAttorneyOptions();
  const zone = useFirmTimeZone();
  const { viewing, refresh } = useViewedEnquiry(query.open, list.items);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const { reload: reloadList } = list;
  // Stable: the details mark the enquiry opened once, in an effect that depends on it.
  const reload = useCallback(async () => {
    await Promise.all([reloadList(), recount(), refresh()]);
  }, [reloadList, recount, refresh]);
  const view = useCallback((id: number | null) => update({ open: id }), [update]);
  // One toast each: a status change, an export and a delete do not replace each other's.
  const { send: sendStatus } = useWrite();
  const { send: sendExport } = useWrite();
  const { send: sendDelete } = useWrite();

  const stats: Stat[] = [
    { label: "Total", value: summary?.total ?? 0, icon: Inbox },
    { label: ENQUIRY_STATE_LABELS.unread, value: summary?.unread ?? 0, icon: Mail },
    { label: ENQUIRY_STATE_LABELS.responded, value: summary?.responded ?? 0, icon: MailOpen },
    { label: ENQUIRY_STATE_LABELS.handled, value: summary?.handled ?? 0, icon: CheckCheck },
    { label: ENQUIRY_STATE_LABELS.retained, value: summary?.retained ?? 0, icon: FileSignature },
  ];

  const changeStatus = useCallback(
    (c: Contact, next: ContactStatus) =>
      sendStatus(() => CONTACTS.update(c.id, { status: next }), {
        // SPEC §4 words it "changed to handled": the state's name, lower case, mid-sentence.
        done: TOASTS.contactStatusUpdated(ENQUIRY_STATE_LABELS[next].toLowerCase()),
        failed: failed.statusFailed,
        after: reload,
      }),
    [sendStatus, reload],
  );

  const exportCsv = () =>
    sendExport(
      async () => {
        const response = await client.contacts.export.$get({ query: enquiryFilterQuery(query) });
        saveFile(filenameOf(response.headers, "enquiries.csv"), await response.blob());
      },
      { done: TOASTS.exportCompleted, failed: INTAKE_SCREEN.exportFailed },
    );

  return (
    <>
      <PageHeader title="Contacts" description="Enquiries sent through the website's contact form" />
      <StatCards stats={stats} loading={summary === null} />
      <ContactFilters
        search={query.search}
        onSearch={(search) => update({ search }, { replace: true })}
        status={query.status}
        onStatus={(status) => update({ status })}
        assignee={query.assignee}
        attorneys={attorneys}
        onAssignee={(assignee) => update({ assignee })}
        onExport={exportCsv}
      />
      {list.loading ? (
        <Skeleton className="h-32 w-full" />
      ) : list.items.length === 0 ? (
        <EnquiriesEmpty
          filtered={hasFilters(query) || query.page > 1}
          onClear={() => update({ search: "", status: "all", assignee: "all", ...FIRST_PLACE })}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {list.items.map((c) => (
            <ContactCard
              key={c.id}
              contact={c}
              zone={zone}
              assignee={attorneys.find((a) => a.value === c.assignedTo)?.label}
              onView={view}
              onStatus={changeStatus}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}
      <Pager
        {...keysetPager(list, query.page, PAGE_SIZE)}
        onPage={(page) => update(neighbourPlace(query.page, page, list.cursors))}
      />
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
            (
              await sendDelete(() => CONTACTS.remove(deleting.id), {
                done: TOASTS.contactDeleted,
                failed: failed.deleteFailed,
                after: reload,
              })
            ).ok
          }
        />
      )}
    </>
  );
}
