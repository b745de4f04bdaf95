import type { CalendarMeeting } from "@worker/data/booking/calendar";
import { Link } from "react-router";
import { Button } from "~/components/admin/button";
import { InfoDialog } from "~/components/admin/info-dialog";
import { timeOffLabel } from "~/lib/admin/calendar-grid";
import { CALENDAR_SCREEN as T } from "~/lib/admin/calendar-text";

/** A meeting opened from the grid: what it is, the enquiry it came from, and (while it is ahead) move or cancel. */
export function MeetingDialog({
  meeting: m,
  zone,
  onReschedule,
  onCancel,
  onClose,
}: {
  meeting: CalendarMeeting;
  zone: string;
  onReschedule: () => void;
  onCancel: () => void;
  onClose: () => void;
}) {
  const live = m.status === "confirmed" && Date.parse(m.startAt) > Date.now();
  const visitor = m.visitorName ?? T.visitorUnknown;
  const rows: [string, string][] = [
    [T.meetingWhen, timeOffLabel(m, zone)],
    [T.meetingWith, m.attorneyName],
    [T.meetingType, `${m.typeName} · ${T.minutes(Math.round((Date.parse(m.endAt) - Date.parse(m.startAt)) / 60_000))}`],
    [T.meetingStatus, T.status[m.status]],
    ...(m.visitorEmail ? [[T.meetingEmail, m.visitorEmail] as [string, string]] : []),
  ];
  return (
    <InfoDialog
      title={T.meetingTitle(visitor)}
      description={T.zoneNote(zone)}
      onClose={onClose}
      actions={
        live && (
          <>
            <Button variant="secondary" onClick={onReschedule} aria-label={`${T.reschedule}: ${visitor}`}>
              {T.reschedule}
            </Button>
            <Button variant="danger" onClick={onCancel} aria-label={`${T.cancel}: ${visitor}`}>
              {T.cancel}
            </Button>
          </>
        )
      }
    >
      <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2 text-sm" data-meeting-details={m.id}>
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-600">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {m.contactId !== null && (
        <Link to={`/admin/contacts?open=${m.contactId}`} className="mt-4 inline-block text-navy-700 underline">
          {T.openEnquiry}
        </Link>
      )}
    </InfoDialog>
  );
}
