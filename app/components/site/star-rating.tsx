import { RATING } from "@domain/constants";
import { COMMON } from "~/lib/site-text";

const STAR = "★";

/**
 * Filled and empty stars, announced as "N out of 5 stars". Text glyphs rather than an SVG per
 * star: a list of 20 testimonials would otherwise carry 100 copies of the same path. Glyphs are
 * text to contrast checkers: both colours reach 4.5:1 on white and on slate-50.
 */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p role="img" aria-label={COMMON.stars(rating)} className="text-xl leading-none tracking-widest">
      <span aria-hidden="true" className="text-gold-700">
        {STAR.repeat(rating)}
      </span>
      <span aria-hidden="true" className="text-slate-500">
        {STAR.repeat(RATING.max - rating)}
      </span>
    </p>
  );
}
