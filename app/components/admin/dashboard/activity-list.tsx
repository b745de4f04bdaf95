import { ADMIN_TEXTS } from "@domain/messages";
import type { LucideIcon } from "lucide-react";
import CalendarCheck from "lucide-react/icons/calendar-check";
import FileText from "lucide-react/icons/file-text";
import Mail from "lucide-react/icons/mail";
import MessageSquareQuote from "lucide-react/icons/message-square-quote";
import { type ActivityItem, activitySentence } from "~/lib/admin/dashboard";
import { timeAgo } from "~/lib/admin/format";
import { Skeleton } from "../skeleton";

const ICONS: Record<ActivityItem["type"], LucideIcon> = {
  contact: Mail,
  booking: CalendarCheck,
  blog: FileText,
  testimonial: MessageSquareQuote,
};

/** Recent Activity (SPEC §2): an icon by type, the sentence and its age. */
export function ActivityList({ items, loading }: { items: readonly ActivityItem[]; loading: boolean }) {
  if (loading) {
    return (
      <div className="flex flex-col gap-3">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (items.length === 0) return <p className="text-sm text-slate-600">{ADMIN_TEXTS.noActivity}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => {
        const Icon = ICONS[item.type];
        return (
          <li key={`${item.type}-${item.date}-${item.name}`} className="flex items-start gap-3">
            <span className="mt-0.5 rounded-full bg-navy-50 p-2 text-navy-700">
              <Icon aria-hidden="true" className="size-4" />
              <span className="sr-only">{item.type}</span>
            </span>
            <span className="flex flex-col">
              <span className="text-sm text-slate-900">{activitySentence(item)}</span>
              <time dateTime={item.date} className="text-xs text-slate-600">
                {timeAgo(item.date)}
              </time>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
