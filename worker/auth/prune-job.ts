import { pruneExpiredAccountTokens } from "@worker/data/account-tokens";
import { pruneExpiredSessionRows } from "@worker/data/admin-sessions";
import { pruneExpiredChallenges } from "@worker/data/auth-challenges";
import type { ScheduledJob } from "@worker/scheduled";

/** Daily: expired sessions leave the account index, expired links and challenges leave D1. */
export const pruneAuthJob: ScheduledJob = {
  name: "prune-expired-sign-in-records",
  schedule: "daily",
  publicContent: false,
  async run(app, now) {
    const counts = await Promise.all([
      pruneExpiredSessionRows(app.db, now),
      pruneExpiredAccountTokens(app.db, now),
      pruneExpiredChallenges(app.db, now),
    ]);
    return counts.reduce((sum, n) => sum + n, 0);
  },
};
