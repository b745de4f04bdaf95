import { TextField } from "~/components/admin/fields";
import { AVAILABILITY_TEXT as T } from "~/lib/admin/availability-text";

/** Whole days away, first to last, and why: a firm closure or an attorney's time off. */
export interface DayRange {
  startDate: string;
  endDate: string;
  label: string;
}

const ENDS = [
  ["startDate", T.firstDay],
  ["endDate", T.lastDay],
] as const;

/** A day range's three fields, for a row of the caller's grid; `labelText` names the third ("Label", "Reason"). */
export function DayRangeFields({
  range,
  labelText,
  onChange,
  errorOf,
}: {
  range: DayRange;
  labelText: string;
  onChange: (patch: Partial<DayRange>) => void;
  errorOf: (field: keyof DayRange) => string | undefined;
}) {
  return (
    <>
      {ENDS.map(([field, label]) => (
        <TextField
          key={field}
          label={label}
          type="date"
          value={range[field]}
          onChange={(day) => onChange({ [field]: day })}
          error={errorOf(field)}
        />
      ))}
      <TextField
        label={labelText}
        value={range.label}
        onChange={(label) => onChange({ label })}
        error={errorOf("label")}
      />
    </>
  );
}
