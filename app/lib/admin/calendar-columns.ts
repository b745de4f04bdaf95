import type { CalendarRange } from "@worker/data/booking/calendar";
import { columnDay, spanOnDate } from "./calendar-grid";
import type { CalendarView } from "./calendar-range";
import { CALENDAR_SCREEN as T } from "./calendar-text";

/** What the Calendar's read answers: the range's meetings and blocks, and the team to filter by. */
export type CalendarData = CalendarRange & { attorneys: { id: string; name: string }[] };

/** A column of the grid: a day (Week), or an attorney's day (Day). */
export interface GridColumn {
  key: string;
  date: string;
  heading: string;
  /** Only this attorney's items; absent: everyone's. */
  attorneyId?: string;
}

/**
 * The grid's columns: a day each in Week; in Day, one per attorney with something that day when
 * everyone is shown (Outlook's shared calendar), else the one attorney's day.
 */
export function columnsOf(
  view: CalendarView,
  dates: string[],
  data: CalendarData | undefined,
  attorney: string,
  zone: string,
) {
  if (view === "week") return dates.map((date): GridColumn => ({ key: date, date, heading: columnDay(date) }));
  const date = dates[0] ?? "";
  const busy = new Set(
    [...(data?.meetings ?? []), ...(data?.blocks ?? [])]
      .filter((item) => spanOnDate(item, date, zone))
      .map((item) => item.attorneyId),
  );
  const people = (data?.attorneys ?? []).filter((a) => (attorney ? a.id === attorney : busy.has(a.id)));
  if (people.length === 0) return [{ key: date, date, heading: T.dayColumnAll }];
  return people.map((a): GridColumn => ({ key: a.id, date, heading: a.name, attorneyId: a.id }));
}
