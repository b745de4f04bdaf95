import { SUBSCRIBER_CSV_COLUMNS, type SubscriberState } from "./constants";
import { type CsvFormat, csvText } from "./csv";
import { SUBSCRIBER_STATE_LABELS } from "./messages";
import type { Subscriber } from "./rows";
import { csvTimeInZone } from "./time-format";

/** The state staff see: an unsubscribed address, one still to confirm (double opt-in), or a subscriber. */
export function subscriberState(s: Pick<Subscriber, "status" | "confirmedAt">): SubscriberState {
  if (s.status === "unsubscribed") return "unsubscribed";
  return s.confirmedAt ? "subscribed" : "pending";
}

/** The export's rows (SUBSCRIBER_CSV_COLUMNS), dates as stored (ISO 8601, UTC): a record of each consent. */
/** The Subscribers export: times in the firm's zone with their offset. */
export const subscriberCsv = (timeZone: string): CsvFormat<Omit<Subscriber, "history">> => ({
  columns: SUBSCRIBER_CSV_COLUMNS,
  cells: (s) => [
    s.email,
    SUBSCRIBER_STATE_LABELS[subscriberState(s)],
    ...[s.createdAt, s.confirmedAt, s.unsubscribedAt].map((at) => csvTimeInZone(at, timeZone)),
  ],
});

export const subscribersCsv = (subscribers: readonly Omit<Subscriber, "history">[], timeZone: string) =>
  csvText(subscriberCsv(timeZone), subscribers);
