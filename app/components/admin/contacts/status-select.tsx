import { CONTACT_STATUSES } from "@domain/constants";
import type { ContactStatus, EnquiryState } from "@domain/rows";
import { useId } from "react";
import { ENQUIRY_STATE_LABELS, ENQUIRY_STATE_MEANINGS } from "~/lib/admin/intake-text";

/**
 * A contact's status, settable to any value at any time (SPEC §4); a retained enquiry's state comes
 * from its signed engagement letter, so it is shown, not chosen.
 */
export function StatusSelect({
  name,
  value,
  onChange,
}: {
  name: string;
  value: EnquiryState;
  onChange: (status: ContactStatus) => void;
}) {
  const id = useId();
  if (value === "retained")
    return (
      <p className="text-sm text-slate-800">{`${ENQUIRY_STATE_LABELS.retained}: ${ENQUIRY_STATE_MEANINGS.retained}.`}</p>
    );
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">{`Status of the enquiry from ${name}`}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as ContactStatus)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-navy-700/30"
      >
        {CONTACT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {ENQUIRY_STATE_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
