import CalendarClock from "lucide-react/icons/calendar-clock";
import { useState } from "react";
import { IconButton } from "~/components/admin/button";
import { AVAILABILITY_TEXT as T } from "~/lib/admin/availability-text";
import { AttorneyAvailabilityDialog } from "./attorney-availability-dialog";

/** The Team row's tool that opens an attorney's availability (hours, types, areas, time off). */
export function AvailabilityButton({ id, name }: { id: string; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton label={T.open(name)} onClick={() => setOpen(true)}>
        <CalendarClock aria-hidden="true" className="size-4" />
      </IconButton>
      {open && <AttorneyAvailabilityDialog id={id} name={name} onClose={() => setOpen(false)} />}
    </>
  );
}
