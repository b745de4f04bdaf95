import { formatDateInZone } from "@domain/time-format";
import { useFirmTimeZone } from "~/lib/admin/use-firm-time-zone";

/** "Dec 15, 2026": a date or an instant's date in the firm's time zone (domain/time-format.ts), or `fallback`. */
export function FirmDate({ value, fallback = "" }: { value: string | null | undefined; fallback?: string }) {
  const zone = useFirmTimeZone();
  const text = formatDateInZone(value, zone);
  return text && value ? <time dateTime={value}>{text}</time> : fallback;
}
