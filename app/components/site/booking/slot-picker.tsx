import { HumanCheck, useSiteHumanCheck } from "~/components/ui/human-check";
import { BOOKING_TEXT as T } from "~/lib/booking-text";
import type { DayView, SlotView } from "~/lib/booking-view.server";
import { FORM_DATA } from "~/lib/hydration";
import { TitledSection } from "../titled-section";

const chip = "rounded-md border px-3 py-2 text-sm font-medium";
const pickerHeading = "mb-3 font-serif text-2xl font-bold text-navy-800";

interface TimeButtonsProps {
  id: string;
  heading: string;
  slots: SlotView[];
  /** Fields every time's submission carries (type, area, zone…). */
  hidden: Record<string, string>;
  intent: string;
  busyLabel: string;
  /**
   * Where the form posts: the page's URL without its fragment. A form without one posts to the
   * document's URL, #times included, and a redirect keeps that fragment: the confirmation would
   * open scrolled down to the move picker's times.
   */
  action: string;
  /** The form keeps a slot from everyone else (the hold step): the human check covers it. */
  humanCheck?: boolean;
}

/** Free times as submit buttons of one POST form, each sending its start and attorney. */
export function TimeButtons({ id, heading, slots, hidden, intent, busyLabel, action, humanCheck }: TimeButtonsProps) {
  const humanCheckConfig = useSiteHumanCheck();
  return (
    <TitledSection id={id} title={heading} headingClassName={pickerHeading}>
      <form method="post" action={action} className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="intent" value={intent} />
        {humanCheck && humanCheckConfig && (
          <div className="col-span-full">
            <HumanCheck config={humanCheckConfig} />
          </div>
        )}
        {slots.map((s) => (
          <button
            key={`${s.start}-${s.attorneyId}`}
            type="submit"
            name="slot"
            value={`${s.start}|${s.attorneyId}`}
            className={`${chip} border-slate-300 bg-white text-left hover:border-navy-800 hover:bg-navy-50`}
            {...{ [FORM_DATA.busyLabel]: busyLabel }}
          >
            <span className="block text-base font-semibold text-navy-800">{s.visitorTime}</span>
            {s.firmTime !== s.visitorTime && (
              <span className="block text-xs text-slate-600">{T.firmTime(...splitZone(s.firmTime))}</span>
            )}
            {s.attorneyName && <span className="block text-xs text-slate-600">{s.attorneyName}</span>}
          </button>
        ))}
      </form>
    </TitledSection>
  );
}

/** Where a day link lands: the chosen day's times, not the page's top (on a phone they start far down). */
export const TIMES_ANCHOR = "times";

/**
 * Days with free times (links: the same query with another date, to #times), then the chosen day's
 * times. Works without JavaScript: the fragment brings the visitor to the times after the reload.
 */
export function SlotPicker({
  days,
  day,
  dayHref,
  ...times
}: Omit<TimeButtonsProps, "id" | "heading" | "action"> & {
  days: DayView[];
  day: string | null;
  dayHref: (date: string) => string;
}) {
  if (!days.length) return <p className="rounded-md bg-amber-50 p-4 text-slate-800">{T.noSlots}</p>;
  return (
    <div className="grid gap-8">
      <TitledSection id="day-heading" title={T.day} headingClassName={pickerHeading}>
        <ul className="flex flex-wrap gap-2">
          {days.map((d) => (
            <li key={d.date}>
              <a
                href={`${dayHref(d.date)}#${TIMES_ANCHOR}`}
                aria-current={d.date === day ? "date" : undefined}
                className={`${chip} inline-block ${d.date === day ? "border-navy-800 bg-navy-800 text-white" : "border-slate-300 bg-white text-navy-800 hover:border-navy-800"}`}
              >
                {d.label}
              </a>
            </li>
          ))}
        </ul>
      </TitledSection>
      {/* scroll-mt: the sticky header (h-16) must not cover the heading the fragment lands on. */}
      <div id={TIMES_ANCHOR} className="scroll-mt-20">
        <TimeButtons id="time-heading" heading={T.time} action={dayHref(day ?? "")} {...times} />
        {times.slots.length === 0 && <p className="text-slate-700">{T.noOtherTimes}</p>}
      </div>
    </div>
  );
}

/** "9:00 AM EST" → ["9:00 AM", "EST"]. */
function splitZone(text: string): [string, string] {
  const cut = text.lastIndexOf(" ");
  return [text.slice(0, cut), text.slice(cut + 1)];
}
