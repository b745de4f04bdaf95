/** Expiries and cut-offs counted from a moment, as the ISO instants the tables store. */

export const minutesAfter = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

export const minutesBefore = (now: Date, minutes: number) => minutesAfter(now, -minutes);

/** Whole days of elapsed time (24 hours each), not calendar days in a zone: a retention or a window's start. */
export const daysBefore = (now: Date, days: number) => minutesBefore(now, days * 24 * 60);
