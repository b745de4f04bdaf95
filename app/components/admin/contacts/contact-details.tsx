import { NOT_SPECIFIED } from "@domain/messages";
import type { Contact } from "@domain/rows";
import Reply from "lucide-react/icons/reply";
import { StatusBadge } from "~/components/admin/badges";
import { buttonClass } from "~/components/admin/button";
import { InfoDialog } from "~/components/admin/info-dialog";
import { isoDay } from "~/lib/admin/format";

/** The whole enquiry, with a reply link. */
export function ContactDetails({ contact: c, onClose }: { contact: Contact; onClose: () => void }) {
  const facts: [string, React.ReactNode][] = [
    [
      "Email",
      <a key="email" href={`mailto:${c.email}`} className="text-navy-700 underline">
        {c.email}
      </a>,
    ],
    [
      "Phone",
      c.phone ? (
        <a key="phone" href={`tel:${c.phone}`} className="text-navy-700 underline">
          {c.phone}
        </a>
      ) : (
        NOT_SPECIFIED
      ),
    ],
    ["Practice Area", c.practiceArea ?? NOT_SPECIFIED],
    ["Date", isoDay(c.createdAt)],
    ["Status", <StatusBadge key="status" status={c.status} />],
  ];
  return (
    <InfoDialog
      title={c.subject}
      description={`Enquiry from ${c.name}`}
      onClose={onClose}
      actions={
        <a
          href={`mailto:${c.email}?subject=${encodeURIComponent(`Re: ${c.subject}`)}`}
          className={buttonClass("primary")}
        >
          <Reply aria-hidden="true" className="size-4" />
          Reply by email
        </a>
      }
    >
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        {facts.map(([term, detail]) => (
          <div key={term} className="contents">
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase sm:pt-0.5">{term}</dt>
            <dd className="text-slate-900">{detail}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">Message</h3>
      <p className="mt-1 text-sm whitespace-pre-wrap text-slate-900">{c.message}</p>
    </InfoDialog>
  );
}
