import { BOOKING } from "@domain/booking";
import type { ReactNode } from "react";
import { buttonClass, inputClass } from "~/components/ui/styles";
import { BOOKING_TEXT as T } from "~/lib/booking-text";
import { FORM_DATA } from "~/lib/hydration";

interface Choices {
  areas: { slug: string; title: string }[];
  area: string | null;
  types: { id: number; name: string; minutes: number; priceNote: string }[];
  typeId: number | null;
  attorneys: { id: string; name: string }[];
  attorney: string;
  zones: string[];
  zone: string;
  /** False until the visitor (or the script, with the browser's zone) chose a zone. */
  zoneAsked: boolean;
}

interface Option {
  value: string | number;
  label: string;
}

/** One labelled select of the form; it submits the form on change when scripts run. */
function Choice({
  id,
  name,
  label,
  value,
  options,
  extra,
  after,
}: {
  id: string;
  name: string;
  label: string;
  value: string | number;
  options: Option[];
  /** More attributes for the select (the zone's "preset me" mark). */
  extra?: Record<string, string>;
  after?: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        className={inputClass}
        {...{ [FORM_DATA.autoSubmit]: "" }}
        {...extra}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {after}
    </div>
  );
}

/**
 * The booking's first steps as one GET form (practice area, attorney or first available, kind of
 * consultation, time zone): without JavaScript "Show times" applies them; with it each select does.
 */
export function SlotChoices(d: Choices) {
  // The fee beside the select, not inside an option a narrow select would cut off.
  const chosenFee = d.types.find((t) => t.id === d.typeId)?.priceNote;
  return (
    <form
      method="get"
      action="/book"
      // Two columns at most: each select wide enough for its longest option (issue 38: never clipped).
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2"
    >
      <Choice
        id="b-area"
        name="area"
        label={T.area}
        value={d.area ?? ""}
        options={[{ value: "", label: T.anyArea }, ...d.areas.map((a) => ({ value: a.slug, label: a.title }))]}
      />
      <Choice
        id="b-attorney"
        name="attorney"
        label={T.attorney}
        value={d.attorney}
        options={[
          { value: BOOKING.anyAttorney, label: T.firstAvailable },
          ...d.attorneys.map((a) => ({ value: a.id, label: a.name })),
        ]}
      />
      <Choice
        id="b-type"
        name="type"
        label={T.type}
        value={d.typeId ?? ""}
        options={d.types.map((t) => ({ value: t.id, label: `${t.name}, ${t.minutes} min` }))}
        after={chosenFee && <p className="mt-1 text-sm text-slate-700">{T.fee(chosenFee)}</p>}
      />
      <Choice
        id="b-zone"
        name="tz"
        label={T.zone}
        value={d.zone}
        options={d.zones.map((z) => ({ value: z, label: z.replaceAll("_", " ") }))}
        {...(d.zoneAsked ? {} : { extra: { [BOOKING_DATA.localZone]: "" } })}
      />
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass("outline", "md")}>
          {T.show}
        </button>
      </div>
    </form>
  );
}

/** The attribute public/forms.js reads: a zone select the visitor's own zone may preset (once). */
export const BOOKING_DATA = { localZone: "data-local-zone" } as const;
