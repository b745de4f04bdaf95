import type { Counted } from "./dashboard";

/** What each dashboard total counts, and the verb for how an item joins it. */
const FIGURES: Record<Counted, { counts: string; added: string }> = {
  contacts: { counts: "Every enquiry received, in any state", added: "received" },
  blogPosts: { counts: "Every article, drafts included", added: "published" },
  teamMembers: { counts: "Every attorney profile, active or not", added: "added" },
  testimonials: { counts: "Every testimonial, in any state", added: "submitted" },
};

/**
 * A total's note: how many joined it this calendar month, against last month in plain numbers
 * ("+3 received this month · 5 last month"), never a percentage of a small number.
 */
export function monthlyNote(key: Counted, { thisMonth, lastMonth }: { thisMonth: number; lastMonth: number }) {
  return `+${thisMonth} ${FIGURES[key].added} this month · ${lastMonth} last month`;
}

/** What the total itself counts (the card's description for screen readers and the tooltip). */
export const figureMeaning = (key: Counted) => FIGURES[key].counts;
