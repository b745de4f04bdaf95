import { RATING } from "@domain/constants";
import { COMMON } from "~/lib/site-text";

/** A row of N stars, N from 0 to RATING.max, 1.25 rem each (literal classes: Tailwind finds them in the source). */
const ROW_WIDTH = ["w-0", "w-5", "w-10", "w-15", "w-20", "w-25"] as const;

/**
 * Filled and empty stars, announced as "N out of 5 stars". Each run of stars is one span masked by a
 * repeating star shape (.star-row in app.css), so a list of 20 testimonials carries no 100 copies of
 * an SVG path. They are shapes, not glyphs: checkers cannot weigh a symbol character's contrast and
 * report every star for review. Both colours reach 3:1 (non-text contrast) on white and slate-50.
 */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p role="img" aria-label={COMMON.stars(rating)} className="flex gap-0 leading-none">
      <span aria-hidden="true" className={`star-row bg-gold-700 ${ROW_WIDTH[rating]}`} />
      <span aria-hidden="true" className={`star-row bg-slate-500 ${ROW_WIDTH[RATING.max - rating]}`} />
    </p>
  );
}
