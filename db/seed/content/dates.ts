/**
 * An ISO-8601 timestamp for today's UTC date minus `days`, at `hour`:00 UTC.
 * Used by the demo seed so testimonials and contacts always look recent.
 */
export function daysAgo(days: number, hour = 10): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, hour, 0, 0, 0));
  return date.toISOString();
}
