import { ADDRESS_PART_LABELS, type PostalParts } from "@domain/address";
import type { FirmSettings } from "@domain/rows";
import { TextField } from "~/components/admin/fields";
import { ADDRESS_PARTS_TEXT as T } from "~/lib/admin/address-text";
import type { FieldErrors } from "~/lib/admin/form";

const PARTS = Object.keys(ADDRESS_PART_LABELS) as (keyof PostalParts)[];

/** The firm tab's structured address (schema.org PostalAddress), saved with the rest of the tab. */
export function AddressPartsFields({
  values,
  set,
  errors,
}: {
  values: FirmSettings;
  set: (patch: Partial<FirmSettings>) => void;
  errors: FieldErrors;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-slate-800">{T.legend}</legend>
      <p className="text-sm text-slate-600">{T.hint}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {PARTS.map((key) => (
          <TextField
            key={key}
            label={ADDRESS_PART_LABELS[key]}
            value={values[key] ?? ""}
            onChange={(v) => set({ [key]: v })}
            error={errors[key]?.[0]}
          />
        ))}
      </div>
    </fieldset>
  );
}
