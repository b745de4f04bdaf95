import { useId } from "react";

const selectClass =
  "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:outline-2 focus:outline-navy-700/30";

/**
 * A list's filter beside its search box. Its label is for screen readers only: the chosen option
 * says what the list shows. A label and a select, no wrapper, so each sits in its row's own layout.
 */
export function FilterSelect<V extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: V;
  onChange: (value: V) => void;
  /** The "all" choice first, then one per value. */
  options: readonly { value: V; label: string }[];
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as V)} className={selectClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
