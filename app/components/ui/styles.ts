/** Class names of the shared primitives, so a link and a button that look alike share one definition. */

const base =
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";

const variants = {
  /** Gold on navy or white: the call to action. */
  gold: "bg-gold-500 text-navy-900 hover:bg-gold-400",
  navy: "bg-navy-800 text-white hover:bg-navy-700",
  outline: "border-2 border-navy-800 text-navy-800 hover:bg-navy-50",
  /** On a navy background. */
  outlineLight: "border-2 border-white text-white hover:bg-white hover:text-navy-900",
  ghost: "text-navy-800 hover:bg-navy-50",
} as const;

const sizes = { sm: "px-3 py-2 text-sm", md: "px-5 py-2.5 text-sm", lg: "px-7 py-3 text-base" } as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = "navy", size: keyof typeof sizes = "md", extra = "") {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

export const inputClass =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-700";
