import { purgeAuditJob } from "./audit/purge";
import { pruneAuthJob } from "./auth/prune-job";
import { bumpContentVersion } from "./edge/content-version";
import { requeueStuckEmails } from "./email/requeue-stuck";
import { type AppEnv, appEnv } from "./env";
import { bookingReminders } from "./jobs/booking-reminders";
import { publishScheduledPosts } from "./jobs/publish-scheduled-posts";
import { retention } from "./jobs/retention";
import { pruneViewMarks } from "./views/prune-job";

/** The two schedules of wrangler.toml's [triggers]: every minute, and once a day (07:00 UTC, night in the Americas). */
export const CRONS = { everyMinute: "* * * * *", daily: "0 7 * * *" } as const;
export type Schedule = keyof typeof CRONS;

export interface ScheduledJob {
  name: string;
  schedule: Schedule;
  /** Its work changes what the public may see: after a run that handled items, the edge cache's keys move on. */
  publicContent: boolean;
  /** Does the job's work; answers how many items it handled, for the run's log line. */
  run(app: AppEnv, now: Date): Promise<number>;
}

/** Every background job, each in its own module; add a job here and it runs on its schedule. */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  requeueStuckEmails,
  retention,
  pruneViewMarks,
  purgeAuditJob,
  pruneAuthJob,
  publishScheduledPosts,
  bookingReminders,
];

/** Runs the jobs of the schedule that fired; one failing job neither stops the others nor hides its error. */
export async function runScheduled(controller: ScheduledController, env: Cloudflare.Env) {
  const schedule = (Object.keys(CRONS) as Schedule[]).find((key) => CRONS[key] === controller.cron);
  const app = appEnv(env);
  const now = new Date(controller.scheduledTime);
  for (const job of SCHEDULED_JOBS.filter((j) => j.schedule === schedule)) {
    try {
      const handled = await job.run(app, now);
      // The same bump as after a staff write to a public resource (worker/api/index.ts, docs/decisions/030).
      if (job.publicContent && handled > 0) await bumpContentVersion(app);
      console.log(JSON.stringify({ level: "info", event: "job", job: job.name, handled }));
    } catch (error) {
      console.error(JSON.stringify({ level: "error", event: "job", job: job.name, error: String(error) }));
    }
  }
}
