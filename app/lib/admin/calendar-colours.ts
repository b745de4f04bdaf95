/**
 * Each attorney's colour on the Calendar, by their place in the team's order, so a shared view keeps
 * people apart at a glance (the name is always written too: colour is never the only cue). Literal
 * classes, so Tailwind sees them.
 */
const COLOURS = [
  "border-sky-600 bg-sky-50 text-sky-950",
  "border-emerald-600 bg-emerald-50 text-emerald-950",
  "border-violet-600 bg-violet-50 text-violet-950",
  "border-amber-600 bg-amber-50 text-amber-950",
  "border-rose-600 bg-rose-50 text-rose-950",
  "border-teal-600 bg-teal-50 text-teal-950",
  "border-indigo-600 bg-indigo-50 text-indigo-950",
  "border-orange-600 bg-orange-50 text-orange-950",
] as const;

export const attorneyColour = (index: number) => COLOURS[Math.max(0, index) % COLOURS.length] ?? COLOURS[0];
