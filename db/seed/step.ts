import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../client";

export interface SeedContext {
  db: Database;
  /** The demo administrator (demo mode only), with an already-hashed password. */
  demoAdmin?: { email: string; name: string; passwordHash: string };
  /** Where seeded images go (R2), like staff uploads. Steps that need it wait until a run provides it. */
  media?: R2Bucket;
}

/**
 * One piece of demo content, applied once per database under its own name. A database seeded by an
 * earlier version receives only the steps it has not had, so new demo content arrives on the next
 * `npm start` while whatever staff changed or deleted stays as they left it.
 */
export interface SeedStep {
  /** Stable forever: it is the run-once marker in app_meta. */
  name: string;
  /** Runs only when the seed is given the media bucket; otherwise it stays pending for a later run. */
  needsMedia?: boolean;
  /** Statements run in one batch (one transaction) with the step's marker. */
  statements(context: SeedContext): BatchItem<"sqlite">[] | Promise<BatchItem<"sqlite">[]>;
}
