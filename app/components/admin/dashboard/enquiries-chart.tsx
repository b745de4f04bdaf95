import { formatCalendarDate } from "@domain/time-format";
import { niceMax, type WeekCount } from "~/lib/admin/dashboard";

const WIDTH = 600;
const HEIGHT = 220;
const PAD = { top: 16, right: 12, bottom: 36, left: 36 };

/** "Nov 23": a week's first day (a calendar date, so no zone moves it) without its year, to fit under a bar. */
const weekLabel = (weekStart: string) => formatCalendarDate(weekStart).replace(/, \d{4}$/, "");

/** Enquiries per week as SVG bars (no chart library), with the figures as a table for screen readers. */
export function EnquiriesChart({ weeks }: { weeks: readonly WeekCount[] }) {
  const max = niceMax(weeks.map((w) => w.count));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, weeks.length);
  const total = weeks.reduce((sum, w) => sum + w.count, 0);
  // niceMax is 5, 10, 20, 50… × 10ⁿ, so fifths are whole numbers.
  const ticks = [0, 1, 2, 3, 4, 5].map((i) => (max / 5) * i);
  return (
    <figure className="flex flex-col gap-2">
      {/* The chart fits any width, latest week included; on a phone every other week is labelled. */}
      <section aria-label="Enquiries per week chart">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true">
          {ticks.map((tick) => {
            const y = PAD.top + plotH - (tick / max) * plotH;
            return (
              <g key={tick}>
                <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} stroke="#e2e8f0" />
                <text x={PAD.left - 6} y={y + 4} textAnchor="end" fontSize="13" fill="#475569">
                  {tick}
                </text>
              </g>
            );
          })}
          {weeks.map((week, i) => {
            const h = (week.count / max) * plotH;
            const x = PAD.left + i * slot + slot * 0.15;
            return (
              <g key={week.weekStart}>
                <rect x={x} y={PAD.top + plotH - h} width={slot * 0.7} height={h} rx="3" fill="#274b76">
                  <title>{`${weekLabel(week.weekStart)}: ${week.count}`}</title>
                </rect>
                <text
                  x={x + slot * 0.35}
                  y={HEIGHT - PAD.bottom + 18}
                  textAnchor="middle"
                  fontSize="13"
                  fill="#475569"
                  className={(weeks.length - 1 - i) % 2 ? "max-sm:hidden" : ""}
                >
                  {weekLabel(week.weekStart)}
                </text>
              </g>
            );
          })}
        </svg>
      </section>
      <figcaption className="text-xs text-slate-600">{`Enquiries per week, last ${weeks.length} weeks: ${total} in total.`}</figcaption>
      <table className="sr-only">
        <caption>Enquiries per week</caption>
        <thead>
          <tr>
            <th scope="col">Week starting</th>
            <th scope="col">Enquiries</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <td>{formatCalendarDate(week.weekStart)}</td>
              <td>{week.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
