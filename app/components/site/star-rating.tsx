import { Star } from "lucide-react";
import { RATING } from "~/lib/constants";
import { COMMON } from "~/lib/site-text";

/** Filled and empty stars, announced as "N out of 5 stars". */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5" role="img" aria-label={COMMON.stars(rating)}>
      {Array.from({ length: RATING.max }, (_, i) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, not items
          key={i}
          aria-hidden="true"
          className={`size-5 ${i < rating ? "fill-gold-500 text-gold-500" : "text-slate-300"}`}
        />
      ))}
    </p>
  );
}
