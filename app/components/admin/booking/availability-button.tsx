import CalendarClock from "lucide-react/icons/calendar-clock";
import { Link } from "react-router";
import { AVAILABILITY_TEXT as T } from "~/lib/admin/availability-text";
import { availabilityHref } from "~/lib/admin/calendar-range";

/**
 * The Team row's way to an attorney's availability. Hours, time off and blocked time are edited in
 * one place, the Calendar (issue 38): this opens it there, on that attorney.
 */
export function AvailabilityButton({ id, name }: { id: string; name: string }) {
  const label = T.open(name);
  return (
    <Link
      to={availabilityHref(id)}
      aria-label={label}
      title={label}
      className="inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-gold-500"
    >
      <CalendarClock aria-hidden="true" className="size-4" />
    </Link>
  );
}
