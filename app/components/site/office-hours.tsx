import { WEEKDAYS } from "@domain/constants";
import type { FirmInfo } from "~/lib/firm";
import { CONTACT_TEXT } from "~/lib/site-text";

/** The week's office hours, a short day name beside each day's hours. */
export function OfficeHours({
  hours,
  className,
  dayClass,
}: {
  hours: FirmInfo["hours"];
  className: string;
  dayClass: string;
}) {
  return (
    <dl className={className}>
      {WEEKDAYS.map((day) => (
        <div key={day} className="contents">
          <dt className={dayClass}>{CONTACT_TEXT.weekday(day).slice(0, 3)}</dt>
          <dd>{hours[day]}</dd>
        </div>
      ))}
    </dl>
  );
}
