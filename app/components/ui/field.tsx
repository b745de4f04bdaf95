import type { InputHTMLAttributes, ReactNode } from "react";
import { inputClass } from "./styles";

interface FieldProps {
  id: string;
  label: string;
  errors?: string[] | undefined;
  required?: boolean;
  className?: string;
  children: (control: {
    id: string;
    className: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
  }) => ReactNode;
}

/** A labelled control with its error messages announced and tied to it (aria-describedby). */
export function Field({ id, label, errors, required, className, children }: FieldProps) {
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
        {required && <RequiredMark />}
      </label>
      {children({
        id,
        className: inputClass,
        ...(invalid ? { "aria-invalid": true as const, "aria-describedby": errorId } : {}),
      })}
      <ErrorText id={errorId} errors={errors} />
    </div>
  );
}

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "className" | "defaultValue" | "value" | "required"
>;

/** A labelled one-line input: `required` marks the label and the control; `value` is what to show again. */
export function InputField({
  id,
  label,
  errors,
  required,
  className,
  value,
  ...input
}: Omit<FieldProps, "children"> & InputAttributes & { name: string; value?: string | undefined }) {
  return (
    <Field id={id} label={label} errors={errors} required={required} className={className}>
      {(control) => <input {...control} {...input} required={required} defaultValue={value} />}
    </Field>
  );
}

/** An optional pick from a list of names, led by a placeholder that stands for "none". */
export function ChoiceField({
  name,
  choices,
  placeholder,
  value,
  ...field
}: Omit<FieldProps, "children"> & {
  name: string;
  choices: readonly string[];
  placeholder: string;
  value?: string | undefined;
}) {
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} name={name} defaultValue={value ?? ""}>
          <option value="">{placeholder}</option>
          {choices.map((choice) => (
            <option key={choice}>{choice}</option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The asterisk after a required field's label (the control itself says "required" to assistive technology). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

/** A field's error messages, under it, with the id its control's aria-describedby names. */
export function ErrorText({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {errors.join(" ")}
    </p>
  );
}
