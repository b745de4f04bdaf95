import Calendar from "lucide-react/icons/calendar";
import Clock from "lucide-react/icons/clock";
import User from "lucide-react/icons/user";
import { COMMON } from "~/lib/site-text";

interface BylineProps {
  author: string;
  /** Long-format date ("January 13, 2026"); empty for sample posts. */
  date: string;
  publishedAt: string;
  readTime: number;
  /** "By …" on the article itself. */
  withBy?: boolean;
  className?: string;
}

/** Author, long date and read time: the same line on list items and articles. */
export function Byline({ author, date, publishedAt, readTime, withBy = false, className = "" }: BylineProps) {
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm ${className}`}>
      <span className="flex items-center gap-1">
        <User aria-hidden="true" className="size-4" />
        {withBy ? `${COMMON.by} ${author}` : author}
      </span>
      {date && (
        <span className="flex items-center gap-1">
          <Calendar aria-hidden="true" className="size-4" />
          <time dateTime={publishedAt}>{date}</time>
        </span>
      )}
      <span className="flex items-center gap-1">
        <Clock aria-hidden="true" className="size-4" />
        {COMMON.minRead(readTime)}
      </span>
    </p>
  );
}
