import { BLOCK_MEETING_ACTIONS, type BlockMeetingsAction } from "@domain/calendar-messages";
import { addDays, wallTimeToUtc } from "@domain/time-zone";
import type { CalendarBlock, CalendarMeeting } from "@worker/data/booking/calendar";
import type { ClientResponse } from "hono/client";
import { useState } from "react";
import { SelectField, TextField } from "~/components/admin/fields";
import { FormDialog } from "~/components/admin/form-dialog";
import { ApiCallError, answerOf, client } from "~/lib/admin/api";
import { AVAILABILITY_TEXT } from "~/lib/admin/availability-text";
import { hoursOf } from "~/lib/admin/calendar-grid";
import { CALENDAR_SCREEN as T } from "~/lib/admin/calendar-text";
import { fieldsOf, useWrite } from "~/lib/admin/use-write";

/** The block; its 409 (booked meetings under it) is read from the error's body, so only the success is typed. */
const blockCall = (json: Parameters<typeof client.calendar.blocks.$post>[0]["json"]) =>
  client.calendar.blocks.$post({ json }) as Promise<ClientResponse<CalendarBlock, number, "json">>;

/** The meetings a refused block listed (worker/api/meetings-in-block.ts), or null for any other failure. */
/** The block's two ends: the form's key, its label, and the API's field its errors come back under. */
const BLOCK_ENDS = [
  { key: "from", label: "from", field: "start" },
  { key: "until", label: "until", field: "end" },
] as const;

function meetingsInBlock(error: unknown): CalendarMeeting[] | null {
  if (!(error instanceof ApiCallError) || error.status !== 409) return null;
  const body = error.body as { error?: { code?: string }; meetings?: CalendarMeeting[] } | null;
  return body?.error?.code === "meetings_in_block" ? (body.meetings ?? []) : null;
}

/**
 * Takes a stretch of an attorney's time out of online booking; times are written in the firm's zone.
 * When booked meetings fall in it, the server refuses and lists them: the dialog shows them and asks
 * whether to keep them or cancel them (telling the clients) before blocking (decision 037).
 */
export function BlockDialog({
  attorneys,
  attorney,
  date,
  wholeDay,
  zone,
  onDone,
  onClose,
}: {
  attorneys: { id: string; name: string }[];
  attorney: string;
  date: string;
  /** Time off: the form starts on the whole day rather than two hours of it. */
  wholeDay?: boolean;
  zone: string;
  onDone: () => Promise<void>;
  onClose: () => void;
}) {
  const [body, setBody] = useState({
    attorneyId: attorney || (attorneys[0]?.id ?? ""),
    from: `${date}T${wholeDay ? "00:00" : "12:00"}`,
    until: wholeDay ? `${addDays(date, 1)}T00:00` : `${date}T14:00`,
    reason: "",
  });
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [conflicts, setConflicts] = useState<CalendarMeeting[] | null>(null);
  const [action, setAction] = useState<BlockMeetingsAction>("keep");
  // Another range or attorney is another question: the meetings listed for the old one no longer apply.
  const set = (key: keyof typeof body) => (value: string) => {
    setBody((b) => ({ ...b, [key]: value }));
    if (key !== "reason") setConflicts(null);
  };
  const { send } = useWrite();

  async function submit() {
    const start = wallTimeToUtc(body.from, zone)?.toISOString();
    const end = wallTimeToUtc(body.until, zone)?.toISOString();
    if (!start || !end) {
      setFields({ [start ? "end" : "start"]: [T.badWallTime] });
      return false;
    }
    const meetings = conflicts && { action, ids: conflicts.map((m) => m.id) };
    const json = { attorneyId: body.attorneyId, start, end, reason: body.reason, ...(meetings ? { meetings } : {}) };
    let listed: CalendarMeeting[] | null = null;
    const result = await send(
      () =>
        answerOf(blockCall(json)).catch((error) => {
          listed = meetingsInBlock(error);
          throw error;
        }),
      {
        done: conflicts && action === "cancel" ? T.blockedAndCancelled(conflicts.length) : T.blocked,
        // Meetings under the block are a question, not a failure: the dialog asks it.
        failed: (error) => (meetingsInBlock(error) ? undefined : T.blockFailed),
        after: () => onDone(),
      },
    );
    if (listed) setConflicts(listed);
    setFields(fieldsOf(result));
    return result.ok;
  }

  const label = (m: CalendarMeeting) => `${hoursOf(m, zone)} · ${m.visitorName ?? T.visitorUnknown} · ${m.typeName}`;
  return (
    <FormDialog
      title={wholeDay ? AVAILABILITY_TEXT.addTimeOff : T.blockTime}
      description={T.blockHint}
      submitLabel={conflicts ? T.blockWith[action] : T.block}
      busyLabel={T.blocking}
      onSubmit={submit}
      onClose={onClose}
    >
      <SelectField
        label={T.attorney}
        value={body.attorneyId}
        onChange={set("attorneyId")}
        options={attorneys.map((a) => ({ value: a.id, label: a.name }))}
        error={fields.attorneyId?.[0]}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {BLOCK_ENDS.map(({ key, label, field }) => (
          <TextField
            key={key}
            label={T[label]}
            type="datetime-local"
            value={body[key]}
            onChange={set(key)}
            error={fields[field]?.[0]}
            required
          />
        ))}
      </div>
      <TextField
        label={T.reason}
        value={body.reason}
        onChange={set("reason")}
        maxLength={200}
        error={fields.reason?.[0]}
      />
      <p className="text-xs text-slate-600">{T.zoneNote(zone)}</p>
      {conflicts && (
        <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
          <p className="font-semibold">{T.meetingsInBlock(conflicts.length)}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5" aria-label={T.meetingsInBlockList}>
            {conflicts.map((m) => (
              <li key={m.id} data-conflict={m.id}>
                {label(m)}
              </li>
            ))}
          </ul>
          <fieldset className="mt-3 space-y-1">
            <legend className="font-medium">{T.meetingsQuestion}</legend>
            {BLOCK_MEETING_ACTIONS.map((choice) => (
              <label key={choice} className="flex items-start gap-2">
                <input
                  type="radio"
                  name="meetings-action"
                  className="mt-1"
                  checked={action === choice}
                  onChange={() => setAction(choice)}
                />
                <span>{T.meetingsChoice[choice]}</span>
              </label>
            ))}
          </fieldset>
        </div>
      )}
    </FormDialog>
  );
}
