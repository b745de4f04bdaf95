import { pruneBlogViewMarks } from "@worker/data/views";
import type { ScheduledJob } from "../scheduled";
import { utcDay } from "./visitor";

/** Daily: view marks are needed for today only; yesterday's stay for a visitor reading across midnight. */
export const pruneViewMarks: ScheduledJob = {
  name: "prune-view-marks",
  schedule: "daily",
  publicContent: false,
  run: (app, now) => pruneBlogViewMarks(app.db, utcDay(new Date(now.getTime() - 24 * 60 * 60 * 1000))),
};
