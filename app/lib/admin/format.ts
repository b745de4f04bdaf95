/** Dates and ages as the admin screens show them. */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** SPEC §2's ages: 'Just now' under an hour, 'N hours ago' under a day, else 'N days ago'. */
export function timeAgo(date: string | Date, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(date).getTime());
  if (elapsed < HOUR_MS) return "Just now";
  if (elapsed < DAY_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return `${hours} ${hours === 1 ? "hour" : "hours"} ago`;
  }
  const days = Math.floor(elapsed / DAY_MS);
  return `${days} ${days === 1 ? "day" : "days"} ago`;
}

export const formatNumber = (value: number) => value.toLocaleString("en-US");

/** "unread" → "Unread": the statuses as the screens label them. */
export const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
