import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../client";

export interface SeedContext {
  db: Database;
  /** The demo administrator (demo mode only), with an already-hashed password. */
  demoAdmin?: { email: string; name: string; passwordHash: string };
}

/**
 * One piece of demo content, applied once per database under its own name. A database seeded by an
 * earlier version receives only the steps it has not had, so new demo content arrives on the next
 * `npm start` while whatever staff changed or deleted stays as they left it.
 */
export interface SeedStep {
  /** Stable forever: it is the run-once marker in app_meta. */
  name: string;
  /** Statements run in one batch (one transaction) with the step's marker. */
  statements(context: SeedContext): BatchItem<"sqlite">[] | Promise<BatchItem<"sqlite">[]>;
}
