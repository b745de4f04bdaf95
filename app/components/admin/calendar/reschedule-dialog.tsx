import { formatInZone } from "@domain/time-format";
import type { CalendarMeeting } from "@worker/data/booking/calendar";
import type { ClientResponse } from "hono/client";
import { useEffect, useState } from "react";
import { SelectField } from "~/components/admin/fields";
import { FormDialog } from "~/components/admin/form-dialog";
import { Skeleton } from "~/components/admin/skeleton";
import { answerOf, client, reasonOf } from "~/lib/admin/api";
import { CALENDAR_SCREEN as T } from "~/lib/admin/calendar-text";
import { useWrite } from "~/lib/admin/use-write";

const param = (id: number) => ({ param: { id: String(id) } });

/** The move; its 409 (taken, with alternatives) is read as an error's reason, so only the success is typed. */
const moveCall = (id: number, start: string) =>
  client.calendar.bookings[":id"].reschedule.$post({ ...param(id), json: { start } }) as Promise<
    ClientResponse<CalendarMeeting, number, "json">
  >;

/** Pick another free time of the same attorney (the public rules decide which); the server re-checks it. */
export function RescheduleDialog({
  meeting,
  zone,
  onDone,
  onClose,
}: {
  meeting: CalendarMeeting;
  zone: string;
  onDone: () => Promise<void>;
  onClose: () => void;
}) {
  const [slots, setSlots] = useState<string[] | null>(null);
  const [start, setStart] = useState("");
  const [error, setError] = useState<string | undefined>();
  const { send } = useWrite();
  useEffect(() => {
    answerOf(client.calendar.bookings[":id"].slots.$get(param(meeting.id)))
      .then((free) => {
        setSlots(free.map((s) => s.start));
        setStart(free[0]?.start ?? "");
      })
      .catch((e) => {
        setSlots([]);
        setError(reasonOf(e));
      });
  }, [meeting.id]);

  async function submit() {
    let refused: string | undefined;
    const result = await send(
      () =>
        answerOf(moveCall(meeting.id, start)).catch((e) => {
          refused = reasonOf(e);
          throw e;
        }),
      { done: T.moved, failed: T.moveFailed, after: () => onDone() },
    );
    setError(refused);
    return result.ok;
  }

  return (
    <FormDialog
      title={T.rescheduleTitle(meeting.visitorName ?? T.visitorUnknown)}
      description={T.rescheduleHint}
      submitLabel={T.move}
      busyLabel={T.moving}
      onSubmit={submit}
      onClose={onClose}
    >
      {slots === null ? (
        <Skeleton className="h-10 w-full" />
      ) : slots.length === 0 ? (
        <p className="text-sm text-slate-700">{error ?? T.noFreeTimes}</p>
      ) : (
        <SelectField
          label={T.newTime}
          value={start}
          onChange={setStart}
          options={slots.map((s) => ({ value: s, label: formatInZone(s, zone) }))}
          error={error}
          required
        />
      )}
    </FormDialog>
  );
}
