import { withState } from "@domain/post-state";
import type { BlogPost } from "@domain/rows";
import { now } from "@worker/clock";
import type { Paged } from "@worker/data/query";

/** A post as the API answers it, its state read at the request's instant (worker/clock.ts). */
export const stated = <T extends Pick<BlogPost, "status" | "scheduledFor">>(post: T) => withState(post, now());

/** Every post the API answers carries its publishing state (draft, scheduled or published). */
export const statedPage = ({ items, total }: Paged<BlogPost>) => ({ items: items.map(stated), total });

export const statedPosts = (posts: BlogPost[]) => posts.map(stated);
