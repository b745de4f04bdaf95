import { publishDuePosts } from "@worker/data/blog-schedule";
import type { ScheduledJob } from "../scheduled";

/** Every minute: scheduled posts whose time has come become published in the database too. */
export const publishScheduledPosts: ScheduledJob = {
  name: "publish-scheduled-posts",
  schedule: "everyMinute",
  run: (app, now) => publishDuePosts(app.db, now),
};
