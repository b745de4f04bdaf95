import { withState } from "@domain/post-state";
import type { BlogPost } from "@domain/rows";
import type { Paged } from "@worker/data/query";
import type { WriteOutcome } from "@worker/data/writes";

/** Every post the API answers carries its publishing state (draft, scheduled or published). */
export const statedPage = ({ items, total }: Paged<BlogPost>) => ({ items: items.map((p) => withState(p)), total });

export const statedPosts = (posts: BlogPost[]) => posts.map((p) => withState(p));

export const statedOutcome = (outcome: WriteOutcome<BlogPost>) =>
  outcome.ok ? { ...outcome, value: withState(outcome.value) } : outcome;
