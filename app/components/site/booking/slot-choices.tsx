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

function Choice({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * The booking's first steps as one GET form (practice area, attorney or first available, kind of
 * consultation, time zone): without JavaScript "Show times" applies them; with it each select does.
 */
export function SlotChoices(d: Choices) {
  const auto = { [FORM_DATA.autoSubmit]: "" };
  // The fee beside the select, not inside an option a narrow select would cut off.
  const chosenFee = d.types.find((t) => t.id === d.typeId)?.priceNote;
  return (
    <form
      method="get"
      action="/book"
      // Two columns at most: each select wide enough for its longest option (issue 38: never clipped).
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2"
    >
      <Choice id="b-area" label={T.area}>
        <select id="b-area" name="area" defaultValue={d.area ?? ""} className={inputClass} {...auto}>
          <option value="">{T.anyArea}</option>
          {d.areas.map((a) => (
            <option key={a.slug} value={a.slug}>
              {a.title}
            </option>
          ))}
        </select>
      </Choice>
      <Choice id="b-attorney" label={T.attorney}>
        <select id="b-attorney" name="attorney" defaultValue={d.attorney} className={inputClass} {...auto}>
          <option value={BOOKING.anyAttorney}>{T.firstAvailable}</option>
          {d.attorneys.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </Choice>
      <Choice id="b-type" label={T.type}>
        <select id="b-type" name="type" defaultValue={d.typeId ?? ""} className={inputClass} {...auto}>
          {d.types.map((t) => (
            <option key={t.id} value={t.id}>
              {`${t.name}, ${t.minutes} min`}
            </option>
          ))}
        </select>
        {chosenFee && <p className="mt-1 text-sm text-slate-700">{T.fee(chosenFee)}</p>}
      </Choice>
      <Choice id="b-zone" label={T.zone}>
        <select
          id="b-zone"
          name="tz"
          defaultValue={d.zone}
          className={inputClass}
          {...auto}
          {...(d.zoneAsked ? {} : { [BOOKING_DATA.localZone]: "" })}
        >
          {d.zones.map((z) => (
            <option key={z} value={z}>
              {z.replaceAll("_", " ")}
            </option>
          ))}
        </select>
      </Choice>
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
