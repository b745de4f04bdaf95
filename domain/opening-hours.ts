import { WEEKDAYS } from "./constants";
import type { OfficeHours } from "./shapes";

/** schema.org's day names, in the firm's week order. */
const DAY_NAMES = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
} as const satisfies Record<(typeof WEEKDAYS)[number], string>;

export interface OpeningHours {
  days: (typeof DAY_NAMES)[keyof typeof DAY_NAMES][];
  /** 24-hour HH:MM, as schema.org's Time. */
  opens: string;
  closes: string;
}

/** "8:00 AM", "8 am", "17:30": a time of day as 24-hour HH:MM, or null. */
function timeOfDay(text: string): string | null {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*([ap])?\.?\s*m?\.?$/i.exec(text.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? "0");
  const half = match[3]?.toLowerCase();
  if (half && (hour < 1 || hour > 12)) return null;
  if (half === "p" && hour < 12) hour += 12;
  if (half === "a" && hour === 12) hour = 0;
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** One day's text ("8:00 AM - 6:00 PM", "9 am – 2 pm", "9:00 to 17:00") as its opening and closing times. */
function dayRange(text: string): { opens: string; closes: string } | null {
  const parts = text.split(/\s*(?:-|–|—|\bto\b)\s*/i);
  if (parts.length !== 2) return null;
  const [opens, closes] = parts.map((part) => timeOfDay(part ?? ""));
  return opens && closes && opens < closes ? { opens, closes } : null;
}

/**
 * The office hours staff keep in Settings as opening hours search engines read: the days with the
 * same times together. A day whose text is not a time range ("Closed", "By appointment only") is
 * left out, so nothing published is a guess.
 */
export function openingHoursOf(hours: OfficeHours): OpeningHours[] {
  const groups = new Map<string, OpeningHours>();
  for (const day of WEEKDAYS) {
    const range = dayRange(hours[day]);
    if (!range) continue;
    const key = `${range.opens}-${range.closes}`;
    const group = groups.get(key) ?? { days: [], ...range };
    group.days.push(DAY_NAMES[day]);
    groups.set(key, group);
  }
  return [...groups.values()];
}
