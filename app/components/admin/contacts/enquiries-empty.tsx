import { ADMIN_TEXTS } from "@domain/messages";
import { Button } from "~/components/admin/button";
import { INTAKE_SCREEN } from "~/lib/admin/intake-text";

/** No enquiry to show: with filters on, say so and offer to clear them; without, say there are none yet. */
export function EnquiriesEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-600">
      <p>{filtered ? ADMIN_TEXTS.noContacts : INTAKE_SCREEN.noEnquiries}</p>
      {filtered && (
        <Button variant="secondary" onClick={onClear}>
          {INTAKE_SCREEN.clearFilters}
        </Button>
      )}
    </div>
  );
}
