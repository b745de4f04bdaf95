import type { ReactNode } from "react";
import { ErrorText, RequiredMark } from "./field";

interface CheckboxFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  errors?: string[] | undefined;
  required?: boolean;
  defaultChecked?: boolean;
  className?: string;
}

/** A box to tick, its label beside it, its error messages announced and tied to it. */
export function CheckboxField({ id, name, label, errors, required, defaultChecked, className }: CheckboxFieldProps) {
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        {/* 24×24 px: WCAG 2.2 target size (2.5.8) */}
        <input
          id={id}
          type="checkbox"
          name={name}
          required={required}
          defaultChecked={defaultChecked}
          className="size-6 shrink-0 accent-navy-800"
          {...(invalid ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      <ErrorText id={errorId} errors={errors} />
    </div>
  );
}
