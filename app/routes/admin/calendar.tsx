import type { CalendarBlock, CalendarMeeting } from "@worker/data/booking/calendar";
import { useCallback, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { AttorneyAvailabilityDialog } from "~/components/admin/booking/attorney-availability-dialog";
import { Button, buttonClass } from "~/components/admin/button";
import { BlockDialog } from "~/components/admin/calendar/block-dialog";
import { MeetingDialog } from "~/components/admin/calendar/meeting-dialog";
import { RescheduleDialog } from "~/components/admin/calendar/reschedule-dialog";
import { TimeGrid } from "~/components/admin/calendar/time-grid";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { SelectField } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/page-header";
import { Skeleton } from "~/components/admin/skeleton";
import { answerOf, client, isUnauthorized } from "~/lib/admin/api";
import { attorneyColour } from "~/lib/admin/calendar-colours";
import { type CalendarData, columnsOf } from "~/lib/admin/calendar-columns";
import { rangeHeading, timeOffLabel } from "~/lib/admin/calendar-grid";
import { addDays, type CalendarView, isCalendarDate, todayIn, viewRange } from "~/lib/admin/calendar-range";
import { CALENDAR_SCREEN as T } from "~/lib/admin/calendar-text";
import { adminMeta } from "~/lib/admin/meta";
import { useFirmTimeZone } from "~/lib/admin/use-firm-time-zone";
import { useWrite } from "~/lib/admin/use-write";
import type { Route } from "./+types/calendar";

export const meta: Route.MetaFunction = () => adminMeta(T.title);

type Dialog =
  | { kind: "meeting"; meeting: CalendarMeeting }
  | { kind: "reschedule"; meeting: CalendarMeeting }
  | { kind: "cancel"; meeting: CalendarMeeting }
  | { kind: "unblock"; block: CalendarBlock }
  | { kind: "block"; wholeDay?: boolean }
  | null;

const param = (id: number) => ({ param: { id: String(id) } });

/**
 * The staff Calendar: a week or a day of consultations and blocked time, per attorney or all, in the
 * firm's zone. Everything a view shows is in the address (view, date, attorney), so a link from an
 * enquiry (`booking`, `do`) opens the right day with that meeting marked, and its action asked for.
 */
export default function AdminCalendar() {
  const zone = useFirmTimeZone();
  const [params, setParams] = useSearchParams();
  const view: CalendarView = params.get("view") === "day" ? "day" : "week";
  const asked = params.get("date");
  const date = isCalendarDate(asked) ? asked : todayIn(zone);
  const attorney = params.get("attorney") ?? "";
  const { send } = useWrite();
  const focused = Number(params.get("booking")) || null;
  const { dates, from, to } = viewRange(view, date, zone);

  const [data, setData] = useState<CalendarData>();
  const [dialog, setDialog] = useState<Dialog>(null);
  const load = useCallback(async () => {
    try {
      setData(await answerOf(client.calendar.$get({ query: { from, to, ...(attorney ? { attorney } : {}) } })));
    } catch (error) {
      if (!isUnauthorized(error)) toast.error(T.loadFailed);
    }
  }, [from, to, attorney]);
  useEffect(() => {
    void load();
  }, [load]);

  // A link from an enquiry asks for an action on its meeting: open it once the meeting is on screen.
  const wanted = params.get("do");
  useEffect(() => {
    const meeting = data?.meetings.find((m) => m.id === focused);
    if (!meeting || (wanted !== "reschedule" && wanted !== "cancel")) return;
    setDialog({ kind: wanted, meeting });
    setParams(
      (p) => {
        p.delete("do");
        return p;
      },
      { replace: true },
    );
    document.querySelector(`[data-meeting="${meeting.id}"]`)?.scrollIntoView({ block: "center", inline: "center" });
  }, [data, focused, wanted, setParams]);

  const href = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) value ? next.set(key, value) : next.delete(key);
    next.delete("do");
    return `?${next}`;
  };
  const step = view === "week" ? 7 : 1;
  // Hours and time off of the chosen attorney, edited here (issue 38): the Team screen links to this.
  const editing = params.get("edit") === "availability" ? data?.attorneys.find((a) => a.id === attorney) : undefined;
  const close = () => setDialog(null);

  return (
    <div className="space-y-6">
      <PageHeader
        title={T.title}
        description={`${T.description} ${T.zoneNote(zone)}`}
        action={
          <div className="flex flex-wrap gap-2">
            {attorney && (
              <Link className={buttonClass("secondary")} to={href({ edit: "availability" })}>
                {T.hoursAndTimeOff}
              </Link>
            )}
            <Button onClick={() => setDialog({ kind: "block" })}>{T.blockTime}</Button>
          </div>
        }
      />
      <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 md:flex-row md:items-end md:justify-between">
        <nav aria-label={T.title} className="flex flex-wrap items-center gap-2">
          <Link className={buttonClass("secondary")} to={href({ date: addDays(date, -step) })}>
            {T.previous(view)}
          </Link>
          <Link className={buttonClass("secondary")} to={href({ date: todayIn(zone) })}>
            {T.today}
          </Link>
          <Link className={buttonClass("secondary")} to={href({ date: addDays(date, step) })}>
            {T.next(view)}
          </Link>
          <fieldset className="ml-1 flex gap-1">
            <legend className="sr-only">{T.view}</legend>
            {(["week", "day"] as const).map((v) => (
              <Link
                key={v}
                to={href({ view: v })}
                aria-current={v === view ? "page" : undefined}
                className={buttonClass(v === view ? "primary" : "ghost")}
              >
                {v === "week" ? T.week : T.day}
              </Link>
            ))}
          </fieldset>
        </nav>
        <SelectField
          className="md:w-64"
          label={T.attorney}
          value={attorney}
          onChange={(value) => setParams(new URLSearchParams(href({ attorney: value }).slice(1)))}
          emptyLabel={T.everyone}
          options={(data?.attorneys ?? []).map((a) => ({ value: a.id, label: a.name }))}
        />
      </div>

      {data ? (
        <TimeGrid
          heading={rangeHeading(dates)}
          date={date}
          columns={columnsOf(view, dates, data, attorney, zone)}
          zone={zone}
          meetings={data.meetings}
          blocks={data.blocks}
          colourOf={(id) => attorneyColour(data.attorneys.findIndex((a) => a.id === id))}
          focused={focused}
          onMeeting={(meeting) => setDialog({ kind: "meeting", meeting })}
          onBlock={(block) => setDialog({ kind: "unblock", block })}
        />
      ) : (
        <Skeleton className="h-96 w-full" />
      )}

      {dialog?.kind === "meeting" && (
        <MeetingDialog
          meeting={dialog.meeting}
          zone={zone}
          onReschedule={() => setDialog({ kind: "reschedule", meeting: dialog.meeting })}
          onCancel={() => setDialog({ kind: "cancel", meeting: dialog.meeting })}
          onClose={close}
        />
      )}
      {dialog?.kind === "reschedule" && (
        <RescheduleDialog meeting={dialog.meeting} zone={zone} onDone={load} onClose={close} />
      )}
      {dialog?.kind === "cancel" && (
        <ConfirmDialog
          title={T.cancelTitle}
          description={T.cancelDescription(dialog.meeting.visitorName ?? T.visitorUnknown)}
          confirmLabel={T.cancelConfirm}
          busyLabel={T.cancelling}
          onConfirm={async () =>
            (
              await send(() => answerOf(client.calendar.bookings[":id"].cancel.$post(param(dialog.meeting.id))), {
                done: T.cancelled,
                failed: T.cancelFailed,
                after: load,
              })
            ).ok
          }
          onClose={close}
        />
      )}
      {dialog?.kind === "unblock" && (
        <ConfirmDialog
          title={T.blockTitle(dialog.block.attorneyName)}
          description={`${timeOffLabel(dialog.block, zone)}${dialog.block.reason ? ` · ${dialog.block.reason}` : ""}. ${T.unblockDescription}`}
          confirmLabel={T.unblock}
          busyLabel={T.unblocking}
          onConfirm={async () =>
            (
              await send(() => answerOf(client.calendar.blocks[":id"].$delete(param(dialog.block.id))), {
                done: T.unblocked,
                failed: T.unblockFailed,
                after: load,
              })
            ).ok
          }
          onClose={close}
        />
      )}
      {editing && (
        <AttorneyAvailabilityDialog
          id={editing.id}
          name={editing.name}
          onAddTimeOff={() => {
            setParams(new URLSearchParams(href({ edit: "" }).slice(1)), { replace: true });
            setDialog({ kind: "block", wholeDay: true });
          }}
          onClose={() => {
            setParams(new URLSearchParams(href({ edit: "" }).slice(1)), { replace: true });
            void load();
          }}
        />
      )}
      {dialog?.kind === "block" && (
        <BlockDialog
          wholeDay={dialog.wholeDay}
          attorneys={data?.attorneys ?? []}
          attorney={attorney}
          date={date}
          zone={zone}
          onDone={load}
          onClose={close}
        />
      )}
    </div>
  );
}
