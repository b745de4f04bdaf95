import { enquiryState } from "@domain/enquiry-state";
import type { Contact, ContactStatus } from "@domain/rows";
import { formatInZone } from "@domain/time-format";
import Calendar from "lucide-react/icons/calendar";
import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import Trash2 from "lucide-react/icons/trash-2";
import UserCheck from "lucide-react/icons/user-check";
import { memo } from "react";
import { StatusBadge } from "~/components/admin/badges";
import { Button, IconButton } from "~/components/admin/button";

import { BOOKING_RECORD, ENQUIRY_STATE_LABELS, ENQUIRY_STATE_MEANINGS } from "~/lib/admin/intake-text";
import { StatusSelect } from "./status-select";

interface ContactCardProps {
  contact: Contact;
  /** The firm's time zone: the arrival time is shown in it, with the zone named. */
  zone: string;
  /** The assigned attorney's name, if any. */
  assignee?: string;
  onView: (id: number) => void;
  onStatus: (contact: Contact, status: ContactStatus) => void;
  onDelete: (contact: Contact) => void;
}

/** One enquiry (SPEC §2: a card per contact with details, a status selector and delete). */
/** Memoised: a page holds a hundred cards, and the details, toasts and counts re-render the screen often. */
export const ContactCard = memo(function ContactCard({
  contact: c,
  zone,
  assignee,
  onView,
  onStatus,
  onDelete,
}: ContactCardProps) {
  const state = enquiryState(c);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold text-slate-900">{c.name}</h2>
          {c.bookingState && (
            <span data-testid="booking-state">
              <StatusBadge status={c.bookingState} label={BOOKING_RECORD.badge[c.bookingState]} />
            </span>
          )}
          <span title={ENQUIRY_STATE_MEANINGS[state]} data-testid="enquiry-state">
            <StatusBadge status={state} label={ENQUIRY_STATE_LABELS[state]} />
          </span>
          {c.practiceArea && (
            <span className="rounded bg-navy-50 px-2 py-0.5 text-xs text-navy-800">{c.practiceArea}</span>
          )}
        </div>
        <p className="mt-1 font-medium text-slate-800">{c.subject}</p>
        <p className="mt-1 line-clamp-2 text-sm text-slate-700">{c.message}</p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Mail aria-hidden="true" className="size-3.5" />
            {c.email}
          </span>
          {c.phone && (
            <span className="inline-flex items-center gap-1">
              <Phone aria-hidden="true" className="size-3.5" />
              {c.phone}
            </span>
          )}
          {assignee && (
            <span className="inline-flex items-center gap-1">
              <UserCheck aria-hidden="true" className="size-3.5" />
              {assignee}
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <Calendar aria-hidden="true" className="size-3.5" />
            <time dateTime={c.createdAt}>{formatInZone(c.createdAt, zone)}</time>
          </span>
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          onClick={() => onView(c.id)}
          aria-label={`View details of the enquiry from ${c.name}`}
        >
          View Details
        </Button>
        {/* A retained enquiry's badge says it all: its state is the signed letter's, not a choice. */}
        {state !== "retained" && <StatusSelect name={c.name} value={state} onChange={(next) => onStatus(c, next)} />}
        <IconButton label={`Delete the enquiry from ${c.name}`} tone="danger" onClick={() => onDelete(c)}>
          <Trash2 aria-hidden="true" className="size-4" />
        </IconButton>
      </div>
    </li>
  );
});
