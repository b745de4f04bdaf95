import { BOOKING, CONSULTATION_MODES, MODE_LABELS } from "@domain/booking";
import { TOAST_TITLES } from "@domain/messages";
import { bookingSettingsUpdateSchema } from "@domain/schemas/booking-settings";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { type DayRange, DayRangeFields } from "~/components/admin/booking/day-range-fields";
import { Button, RemoveRowButton } from "~/components/admin/button";
import { CheckboxField, SelectField, TextField } from "~/components/admin/fields";
import { SettingsSection } from "~/components/admin/settings/settings-section";
import { Skeleton } from "~/components/admin/skeleton";
import { answerOf, client, isUnauthorized } from "~/lib/admin/api";
import { AVAILABILITY_TEXT as T } from "~/lib/admin/availability-text";
import type { FieldErrors } from "~/lib/admin/form";
import { fieldsOf, useWrite } from "~/lib/admin/use-write";

type Settings = Awaited<ReturnType<typeof loadSettings>>;
type TypeRow = Omit<Settings["types"][number], "id"> & { id?: number };
type ClosureRow = DayRange;
interface Draft extends Omit<Settings, "types" | "closures"> {
  types: TypeRow[];
  closures: ClosureRow[];
}

const loadSettings = () => answerOf(client["booking-settings"].$get());
const asNumber = (v: string) => (v === "" ? Number.NaN : Number(v));
const NEW_TYPE: TypeRow = { name: "", minutes: 30, modes: ["phone"], priceNote: "" };

/** Settings' Booking tab: the booking rules, consultation types and closures, saved as one document. */
export function BookingSettingsPanel() {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { send } = useWrite();

  useEffect(() => {
    loadSettings()
      .then((loaded) => setDraft({ ...loaded, closures: loaded.closures.map(({ id: _, ...c }) => c) }))
      .catch((error) => {
        if (!isUnauthorized(error)) toast.error(TOAST_TITLES.error, { description: T.loadFailed });
      });
  }, []);
  if (!draft) return <Skeleton className="h-96 w-full" />;

  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const setType = (i: number, patch: Partial<TypeRow>) =>
    set({ types: draft.types.map((t, j) => (j === i ? { ...t, ...patch } : t)) });
  const setClosure = (i: number, patch: Partial<ClosureRow>) =>
    set({ closures: draft.closures.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  const error = (key: string) => errors[key]?.[0];

  async function save() {
    if (!draft) return;
    const result = await send(
      () =>
        answerOf(client["booking-settings"].$put({ json: draft })).then((saved) =>
          setDraft({ ...saved, closures: saved.closures.map(({ id: _, ...c }) => c) }),
        ),
      { check: { schema: bookingSettingsUpdateSchema, body: draft }, done: T.saved, failed: T.saveFailed },
    );
    setErrors(fieldsOf(result));
  }

  const number = (key: "bufferMinutes" | "noticeMinutes" | "horizonDays", label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      type="number"
      inputMode="numeric"
      value={Number.isNaN(draft[key]) ? "" : String(draft[key])}
      onChange={(v) => set({ [key]: asNumber(v) })}
      error={error(key)}
    />
  );

  return (
    <SettingsSection title={T.settingsTitle} description={T.settingsDescription} onSave={save}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {number("bufferMinutes", T.buffer)}
        {number("noticeMinutes", T.notice, T.noticeHint)}
        {number("horizonDays", T.horizon)}
        <SelectField
          label={T.step}
          value={String(draft.stepMinutes)}
          onChange={(v) => set({ stepMinutes: Number(v) })}
          options={BOOKING.stepChoices.map(String)}
          error={error("stepMinutes")}
        />
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-medium text-navy-800">{T.typesTitle}</legend>
        {error("types") && <p className="text-sm text-red-700">{error("types")}</p>}
        {draft.types.map((type, i) => (
          <div
            key={type.id ?? `new-${i}`}
            className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[2fr_1fr_2fr_auto]"
          >
            <TextField
              label={T.typeName}
              value={type.name}
              onChange={(name) => setType(i, { name })}
              error={error(`types.${i}.name`) ?? error(`types.${i}.id`)}
            />
            <TextField
              label={T.typeMinutes}
              type="number"
              inputMode="numeric"
              value={Number.isNaN(type.minutes) ? "" : String(type.minutes)}
              onChange={(v) => setType(i, { minutes: asNumber(v) })}
              error={error(`types.${i}.minutes`)}
            />
            <TextField
              label={T.typePrice}
              hint={T.typePriceHint}
              value={type.priceNote}
              onChange={(priceNote) => setType(i, { priceNote })}
              error={error(`types.${i}.priceNote`)}
            />
            <RemoveRowButton
              label={T.removeType(type.name)}
              className="self-center"
              onClick={() => set({ types: draft.types.filter((_, j) => j !== i) })}
            />
            <fieldset className="flex flex-wrap gap-4 sm:col-span-4">
              <legend className="mb-1 w-full text-sm font-medium text-slate-800">{T.typeModes}</legend>
              {CONSULTATION_MODES.map((mode) => (
                <CheckboxField
                  key={mode}
                  label={MODE_LABELS[mode]}
                  checked={type.modes.includes(mode)}
                  onChange={(on) =>
                    setType(i, { modes: on ? [...type.modes, mode] : type.modes.filter((m) => m !== mode) })
                  }
                />
              ))}
              {error(`types.${i}.modes`) && <p className="text-sm text-red-700">{error(`types.${i}.modes`)}</p>}
            </fieldset>
          </div>
        ))}
        <Button variant="secondary" className="self-start" onClick={() => set({ types: [...draft.types, NEW_TYPE] })}>
          {T.addType}
        </Button>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-medium text-navy-800">{T.closuresTitle}</legend>
        {draft.closures.length === 0 && <p className="text-sm text-slate-600">{T.closuresEmpty}</p>}
        {draft.closures.map((closure, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: closures are replaced as a whole; a row is its place.
          <div key={i} className="grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto]">
            <DayRangeFields
              range={closure}
              labelText={T.closureLabel}
              onChange={(patch) => setClosure(i, patch)}
              errorOf={(field) => error(`closures.${i}.${field}`)}
            />
            <RemoveRowButton
              label={T.removeClosure(closure.label || closure.startDate)}
              className="self-end"
              onClick={() => set({ closures: draft.closures.filter((_, j) => j !== i) })}
            />
          </div>
        ))}
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => set({ closures: [...draft.closures, { startDate: "", endDate: "", label: "" }] })}
        >
          {T.addClosure}
        </Button>
      </fieldset>
    </SettingsSection>
  );
}
