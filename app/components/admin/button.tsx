import Trash from "lucide-react/icons/trash-2";
import type { ButtonHTMLAttributes, ReactNode } from "react";

const VARIANTS = {
  primary: "bg-navy-800 text-white hover:bg-navy-900 disabled:bg-navy-700/60",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-500",
  danger: "bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60",
  ghost: "text-slate-700 hover:bg-slate-100 disabled:text-slate-400",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

export const buttonClass = (variant: ButtonVariant = "primary") =>
  `inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 disabled:cursor-not-allowed ${VARIANTS[variant]}`;

export function Button({ variant = "primary", className = "", type = "button", ...props }: ButtonProps) {
  return <button type={type} className={`${buttonClass(variant)} ${className}`} {...props} />;
}

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name: icon-only buttons need one. */
  label: string;
  children: ReactNode;
  tone?: "default" | "danger" | "success";
}

const TONES = {
  default: "text-slate-700 hover:bg-slate-100",
  danger: "text-red-700 hover:bg-red-50",
  success: "text-green-800 hover:bg-green-50",
} as const;

export function IconButton({ label, tone = "default", className = "", children, ...props }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={`inline-flex size-9 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-gold-500 ${TONES[tone]} ${className}`}
      {...props}
    >
      {children}
    </button>
  );
}

/** The trash button that takes one row out of an editable list (hours, closures, consultation types). */
export function RemoveRowButton({ label, ...props }: Omit<IconButtonProps, "children" | "tone">) {
  return (
    <IconButton label={label} tone="danger" {...props}>
      <Trash aria-hidden="true" className="size-4" />
    </IconButton>
  );
}

/** A button that reads as a link in running text (a notice's "Dismiss", a footer's way back). */
export function TextButton({ className = "", ...props }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type">) {
  return (
    <button
      type="button"
      className={`rounded px-1 font-medium text-navy-800 underline hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-gold-500 ${className}`}
      {...props}
    />
  );
}
