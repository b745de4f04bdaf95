import { publishDuePosts } from "@worker/data/blog-schedule";
import type { ScheduledJob } from "../scheduled";

/**
 * Every minute: scheduled posts whose time has come become published in the database too. Their rows
 * are public content, so a run that publishes any moves the edge cache's keys on (ScheduledJob.publicContent).
 */
export const publishScheduledPosts: ScheduledJob = {
  name: "publish-scheduled-posts",
  schedule: "everyMinute",
  publicContent: true,
  run: (app, now) => publishDuePosts(app.db, now),
};
