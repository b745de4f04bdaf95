import type { POST_STATES } from "./constants";
import type { BlogPost } from "./rows";

export type PostState = (typeof POST_STATES)[number];

/**
 * The one publishing state of a post, for the list, its counters and filter, the history and the
 * API. A post with a schedule is Scheduled until its minute and Published from then on (the public
 * already sees it; the cron only catches the stored status up); otherwise its stored status holds.
 */
export function postState(post: Pick<BlogPost, "status" | "scheduledFor">, now: Date = new Date()): PostState {
  if (post.scheduledFor) return Date.parse(post.scheduledFor) > now.getTime() ? "scheduled" : "published";
  return post.status;
}

/** A post as the API answers it: the stored row and its state. */
export const withState = <T extends Pick<BlogPost, "status" | "scheduledFor">>(post: T, now: Date = new Date()) => ({
  ...post,
  state: postState(post, now),
});
