import { TOAST_TITLES } from "@domain/messages";
import { attorneyAvailabilityUpdateSchema } from "@domain/schemas/booking-settings";
import Plus from "lucide-react/icons/plus";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button, RemoveRowButton } from "~/components/admin/button";
import { CheckboxField, TextField } from "~/components/admin/fields";
import { InfoDialog } from "~/components/admin/info-dialog";
import { Skeleton } from "~/components/admin/skeleton";
import { answerOf, client, isUnauthorized } from "~/lib/admin/api";
import { ISO_WEEKDAYS, AVAILABILITY_TEXT as T } from "~/lib/admin/availability-text";
import { timeOffLabel } from "~/lib/admin/calendar-grid";
import type { FieldErrors } from "~/lib/admin/form";
import { fieldsOf, useWrite } from "~/lib/admin/use-write";

const route = client["attorney-availability"][":id"];
type View = Awaited<ReturnType<typeof load>>;
type Stretch = View["hours"][number];
const load = (id: string) => answerOf(route.$get({ param: { id } }));

/** What the attorney takes: consultation types and practice areas, each a list of ids chosen from the firm's. */
const TAKEN_LISTS = [
  { field: "typeIds", legend: "typesTaken", choices: "types" },
  { field: "practiceAreaIds", legend: "areasTaken", choices: "practiceAreas" },
] as const;

/** Toggles one id in a list. */
const toggled = (ids: number[], id: number, on: boolean) => (on ? [...ids, id] : ids.filter((x) => x !== id));

/**
 * An attorney's weekly hours, consultation types, practice areas and time off (issue 26), on the
 * Calendar: time off is blocked time, listed with its hours and added through the one Block time form.
 */
export function AttorneyAvailabilityDialog({
  id,
  name,
  onAddTimeOff,
  onClose,
}: {
  id: string;
  name: string;
  onAddTimeOff: () => void;
  onClose: () => void;
}) {
  const [view, setView] = useState<View | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const saving = useWrite();
  const timeOff = useWrite();

  useEffect(() => {
    load(id)
      .then(setView)
      .catch((error) => {
        if (!isUnauthorized(error)) toast.error(TOAST_TITLES.error, { description: T.availabilityLoadFailed });
      });
  }, [id]);

  const set = (patch: Partial<View>) => view && setView({ ...view, ...patch });
  const body = view && { hours: view.hours, typeIds: view.typeIds, practiceAreaIds: view.practiceAreaIds };

  async function save() {
    if (!body) return;
    const result = await saving.send(
      () => answerOf(route.$put({ param: { id }, json: body })).then((saved) => set(saved)),
      {
        check: { schema: attorneyAvailabilityUpdateSchema, body },
        done: T.availabilitySaved,
        failed: T.availabilitySaveFailed,
      },
    );
    setErrors(fieldsOf(result));
  }

  const removeOff = (timeOffId: number) =>
    timeOff.send(
      () =>
        answerOf(
          client["attorney-availability"][":id"]["time-off"][":timeOffId"].$delete({
            param: { id, timeOffId: String(timeOffId) },
          }),
        ).then(() => view && set({ timeOff: view.timeOff.filter((t) => t.id !== timeOffId) })),
      { done: T.timeOffRemoved, failed: T.timeOffFailed },
    );

  return (
    <InfoDialog
      title={T.open(name)}
      description={T.dialogDescription(view?.choices.timeZone ?? "")}
      onClose={onClose}
      actions={
        <Button disabled={!view || saving.busy} onClick={save}>
          {T.save}
        </Button>
      }
    >
      {view ? (
        <div className="flex flex-col gap-6">
          <WeeklyHours hours={view.hours} errors={errors} onChange={(hours) => set({ hours })} />
          {TAKEN_LISTS.map(({ field, legend, choices }) => (
            <Choices
              key={field}
              legend={T[legend]}
              choices={view.choices[choices]}
              chosen={view[field]}
              error={errors[field]?.[0]}
              onChange={(ids) => set({ [field]: ids })}
            />
          ))}
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-medium text-navy-800">{T.timeOffTitle}</legend>
            {view.timeOff.length === 0 && <p className="text-sm text-slate-600">{T.noTimeOff}</p>}
            <ul className="flex flex-col gap-1">
              {view.timeOff.map((t) => {
                const when = timeOffLabel(t, view.choices.timeZone);
                return (
                  <li key={t.id} className="flex items-center justify-between gap-2 text-sm text-slate-800">
                    <span>
                      {when}
                      {t.reason && ` · ${t.reason}`}
                    </span>
                    <RemoveRowButton label={T.removeTimeOff(when)} onClick={() => removeOff(t.id)} />
                  </li>
                );
              })}
            </ul>
            <Button variant="secondary" className="self-start" onClick={onAddTimeOff}>
              <Plus aria-hidden="true" className="size-4" />
              {T.addTimeOff}
            </Button>
          </fieldset>
        </div>
      ) : (
        <Skeleton className="h-96 w-full" />
      )}
    </InfoDialog>
  );
}

/** A stretch's two ends: its field, label and the time shown before one is typed. */
const STRETCH_ENDS = [
  ["start", T.start, "09:00"],
  ["end", T.end, "17:00"],
] as const;

/** Per weekday, its stretches (several allowed), each From/Until with the server's messages beside it. */
function WeeklyHours({
  hours,
  errors,
  onChange,
}: {
  hours: Stretch[];
  errors: FieldErrors;
  onChange: (hours: Stretch[]) => void;
}) {
  const edit = (index: number, patch: Partial<Stretch>) =>
    onChange(hours.map((h, i) => (i === index ? { ...h, ...patch } : h)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-medium text-navy-800">{T.hoursTitle}</legend>
      {ISO_WEEKDAYS.map(([weekday, day]) => {
        const stretches = hours.map((h, index) => ({ h, index })).filter(({ h }) => h.weekday === weekday);
        return (
          <div key={weekday} className="grid gap-2 border-b border-slate-100 pb-3 sm:grid-cols-[8rem_1fr]">
            <p className="pt-2 text-sm font-medium text-slate-800">{day}</p>
            <div className="flex flex-col gap-2">
              {stretches.length === 0 && <p className="text-sm text-slate-600">{T.noHours}</p>}
              {stretches.map(({ h, index }) => (
                <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
                  {STRETCH_ENDS.map(([end, label, placeholder]) => (
                    <TextField
                      key={end}
                      label={`${label} (${day})`}
                      type="text"
                      inputMode="numeric"
                      placeholder={placeholder}
                      value={h[end]}
                      onChange={(time) => edit(index, { [end]: time })}
                      error={errors[`hours.${index}.${end}`]?.[0]}
                    />
                  ))}
                  <RemoveRowButton
                    label={T.removeHours(day, h.start, h.end)}
                    className="mt-6"
                    onClick={() => onChange(hours.filter((_, i) => i !== index))}
                  />
                </div>
              ))}
              <Button
                variant="secondary"
                className="self-start"
                onClick={() => onChange([...hours, { weekday, start: "09:00", end: "17:00" }])}
              >
                <Plus aria-hidden="true" className="size-4" />
                {T.addHours(day)}
              </Button>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}

function Choices({
  legend,
  choices,
  chosen,
  error,
  onChange,
}: {
  legend: string;
  choices: { id: number; name: string }[];
  chosen: number[];
  error?: string;
  onChange: (ids: number[]) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-navy-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((c) => (
          <CheckboxField
            key={c.id}
            label={c.name}
            checked={chosen.includes(c.id)}
            onChange={(on) => onChange(toggled(chosen, c.id, on))}
          />
        ))}
      </div>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
