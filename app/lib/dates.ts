const longDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** "January 13, 2026": formatted on the server in UTC, so the browser never re-renders it differently. */
export function formatLongDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : longDate.format(date);
}

/** The calendar day of an ISO timestamp, for <time dateTime> and feeds. */
export const isoDay = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : "");
