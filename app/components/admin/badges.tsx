import { RATING } from "@domain/constants";
import Star from "lucide-react/icons/star";
import { capitalise } from "~/lib/admin/format";

const STATUS_TONES: Record<string, string> = {
  published: "bg-green-100 text-green-900",
  approved: "bg-green-100 text-green-900",
  active: "bg-green-100 text-green-900",
  handled: "bg-green-100 text-green-900",
  retained: "bg-amber-50 text-amber-900 ring-1 ring-gold-500",
  draft: "bg-slate-200 text-slate-800",
  inactive: "bg-slate-200 text-slate-800",
  pending: "bg-amber-100 text-amber-900",
  unread: "bg-blue-100 text-blue-900",
  responded: "bg-violet-100 text-violet-900",
  rejected: "bg-red-100 text-red-900",
  subscribed: "bg-green-100 text-green-900",
  unsubscribed: "bg-slate-200 text-slate-800",
  booked: "bg-navy-50 text-navy-800",
  moved: "bg-navy-50 text-navy-800",
  cancelled: "bg-red-100 text-red-900",
  // A questionnaire's progress (issue 41).
  sent: "bg-slate-200 text-slate-800",
  opened: "bg-blue-100 text-blue-900",
  "in-progress": "bg-amber-100 text-amber-900",
  submitted: "bg-green-100 text-green-900",
  // An engagement letter's (draft and sent as above).
  withdrawn: "bg-slate-200 text-slate-800",
  signed: "bg-green-100 text-green-900",
};

/** A status as a coloured pill; the word itself (or `label`) carries the meaning, colour only helps. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_TONES[status] ?? "bg-slate-100 text-slate-800"}`}
    >
      {label ?? capitalise(status)}
    </span>
  );
}

/** SPEC §2: 5 stars with the number. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-1" role="img" aria-label={`Rated ${rating} out of ${RATING.max}`}>
      {Array.from({ length: RATING.max }, (_, i) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positions, not items.
          key={i}
          aria-hidden="true"
          className={`size-4 ${i < rating ? "fill-gold-500 text-gold-600" : "text-slate-300"}`}
        />
      ))}
      <span aria-hidden="true" className="ml-1 text-xs text-slate-700">
        {rating}
      </span>
    </span>
  );
}
