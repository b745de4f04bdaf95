import { type ChangeEvent, type ReactNode, useId } from "react";

/** Label, control, hint and field message, wired for assistive technology. */
interface FieldProps {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (ids: FieldIds) => ReactNode;
}

interface FieldIds {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/** A field's label, starred when the field is required (the star is not read out). */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium text-slate-800">
      {label}
      {required && (
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      )}
    </label>
  );
}

export function Field({ label, required, hint, error, className = "", children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const controlClass =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-navy-700 focus:outline-2 focus:outline-navy-700/30 aria-invalid:border-red-600";

interface BaseProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  maxLength?: number;
}

/** What every text-like control of a field shares: its id, look, value and state for assistive technology. */
function controlProps(
  { id, describedBy, invalid }: FieldIds,
  { value, onChange, required }: Pick<BaseProps, "value" | "onChange" | "required">,
) {
  return {
    id,
    className: controlClass,
    value,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(e.target.value),
    required,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
  };
}

interface TextFieldProps extends BaseProps {
  type?: "text" | "email" | "url" | "tel" | "number" | "date" | "datetime-local" | "password" | "search";
  placeholder?: string;
  autoComplete?: string;
  min?: number;
  max?: number;
  inputMode?: "decimal" | "numeric" | "text";
}

export function TextField({ label, value, onChange, required, hint, error, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {(ids) => <input {...controlProps(ids, { value, onChange, required })} {...input} />}
    </Field>
  );
}

/** A password to type: required, masked, and `autoComplete` telling password managers which one it is. */
export function PasswordField(
  props: Omit<TextFieldProps, "type" | "required"> & { autoComplete: "new-password" | "current-password" },
) {
  return <TextField type="password" required {...props} />;
}

export interface TextAreaFieldProps extends BaseProps {
  rows?: number;
  placeholder?: string;
}

export function TextAreaField({
  label,
  value,
  onChange,
  required,
  hint,
  error,
  className,
  rows = 3,
  ...area
}: TextAreaFieldProps) {
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {(ids) => <textarea {...controlProps(ids, { value, onChange, required })} rows={rows} {...area} />}
    </Field>
  );
}

interface SelectFieldProps extends BaseProps {
  options: readonly string[] | readonly { value: string; label: string }[];
  /** Label of an empty first option (an optional choice). */
  emptyLabel?: string;
}

export function SelectField({
  label,
  value,
  onChange,
  options,
  emptyLabel,
  required,
  hint,
  error,
  className,
}: SelectFieldProps) {
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {(ids) => (
        <select {...controlProps(ids, { value, onChange, required })}>
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {options.map((option) => {
            const { value: v, label: l } = typeof option === "string" ? { value: option, label: option } : option;
            return (
              <option key={v} value={v}>
                {l}
              </option>
            );
          })}
        </select>
      )}
    </Field>
  );
}

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  /** While its change is being saved. */
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckboxField({ label, checked, disabled = false, onChange }: CheckboxFieldProps) {
  return (
    <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
      <input
        type="checkbox"
        className="size-6 shrink-0 rounded border-slate-400 accent-navy-800"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}
