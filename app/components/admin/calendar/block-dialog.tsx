import { wallTimeToUtc } from "@domain/time-zone";
import { useState } from "react";
import { SelectField, TextField } from "~/components/admin/fields";
import { FormDialog } from "~/components/admin/form-dialog";
import { answerOf, client } from "~/lib/admin/api";
import { CALENDAR_SCREEN as T } from "~/lib/admin/calendar-text";
import { fieldsOf, useWrite } from "~/lib/admin/use-write";

/** Takes a stretch of an attorney's time out of online booking; times are written in the firm's zone. */
export function BlockDialog({
  attorneys,
  attorney,
  date,
  zone,
  onDone,
  onClose,
}: {
  attorneys: { id: string; name: string }[];
  attorney: string;
  date: string;
  zone: string;
  onDone: () => Promise<void>;
  onClose: () => void;
}) {
  const [body, setBody] = useState({
    attorneyId: attorney || (attorneys[0]?.id ?? ""),
    from: `${date}T12:00`,
    until: `${date}T14:00`,
    reason: "",
  });
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const set = (key: keyof typeof body) => (value: string) => setBody((b) => ({ ...b, [key]: value }));
  const { send } = useWrite();

  async function submit() {
    const start = wallTimeToUtc(body.from, zone)?.toISOString();
    const end = wallTimeToUtc(body.until, zone)?.toISOString();
    if (!start || !end) {
      setFields({ [start ? "end" : "start"]: [T.badWallTime] });
      return false;
    }
    const json = { attorneyId: body.attorneyId, start, end, reason: body.reason };
    const result = await send(() => answerOf(client.calendar.blocks.$post({ json })), {
      done: T.blocked,
      failed: T.blockFailed,
      after: () => onDone(),
    });
    setFields(fieldsOf(result));
    return result.ok;
  }

  return (
    <FormDialog
      title={T.blockTime}
      description={T.blockHint}
      submitLabel={T.block}
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
        <TextField
          label={T.from}
          type="datetime-local"
          value={body.from}
          onChange={set("from")}
          error={fields.start?.[0]}
          required
        />
        <TextField
          label={T.until}
          type="datetime-local"
          value={body.until}
          onChange={set("until")}
          error={fields.end?.[0]}
          required
        />
      </div>
      <TextField
        label={T.reason}
        value={body.reason}
        onChange={set("reason")}
        maxLength={200}
        error={fields.reason?.[0]}
      />
      <p className="text-xs text-slate-600">{T.zoneNote(zone)}</p>
    </FormDialog>
  );
}
