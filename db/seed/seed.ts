import { eq } from "drizzle-orm";
import type { Database } from "../client";
import {
  adminUsers,
  appMeta,
  blogPosts,
  contacts,
  firmSettings,
  practiceAreas,
  teamMembers,
  testimonials,
} from "../schema";
import { demoBlogPosts } from "./content/blog";
import { demoContacts } from "./content/contacts";
import { demoPracticeAreas } from "./content/practice-areas";
import { demoSettings } from "./content/settings";
import { demoTeamMembers } from "./content/team";
import { demoTestimonials } from "./content/testimonials";

/** Bump when the demo content changes in a way existing databases should receive. */
export const DEMO_SEED_VERSION = "1";
const SEED_KEY = "demo_seed_version";

export interface SeedOptions {
  /** The demo administrator (demo mode only), with an already-hashed password. */
  demoAdmin?: { email: string; name: string; passwordHash: string };
}

/**
 * Seeds the demo content once. A database that has been seeded is left alone, so staff edits and
 * deletions survive every later `npm start`; inserts also skip any row whose key already exists.
 */
export async function seedDemoContent(db: Database, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
  if (marker) return { seeded: false };

  const admin = options.demoAdmin;
  // One statement per row: D1 allows at most 100 bound parameters per statement.
  // A batch is one transaction, so a failed seed leaves nothing half-written.
  await db.batch([
    db.insert(firmSettings).values(demoSettings).onConflictDoNothing(),
    ...demoPracticeAreas.map((row) => db.insert(practiceAreas).values(row).onConflictDoNothing()),
    // An attorney's record dates from their joining, so the dashboard's "new this month" stays honest.
    ...demoTeamMembers.map((row) =>
      db
        .insert(teamMembers)
        .values({ ...row, createdAt: row.joinDate ? `${row.joinDate}T09:00:00.000Z` : undefined })
        .onConflictDoNothing(),
    ),
    ...demoBlogPosts.map((row) => db.insert(blogPosts).values(row).onConflictDoNothing()),
    ...demoTestimonials.map((row) => db.insert(testimonials).values(row)),
    ...demoContacts.map((row) => db.insert(contacts).values(row)),
    ...(admin
      ? [
          db
            .insert(adminUsers)
            .values({ ...admin, email: admin.email.toLowerCase() })
            .onConflictDoNothing(),
        ]
      : []),
    db.insert(appMeta).values({ key: SEED_KEY, value: DEMO_SEED_VERSION }),
  ]);
  return { seeded: true };
}
