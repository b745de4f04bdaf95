import { eq, like } from "drizzle-orm";
import type { Database } from "../client";
import { appMeta } from "../schema";
import type { SeedContext, SeedStep } from "./step";
import { addressParts } from "./steps/address-parts";
import { bookingAvailability } from "./steps/booking-availability";
import { initialContent } from "./steps/initial-content";
import { legalPlaceholders } from "./steps/legal-placeholders";
import { letterTemplatesStep } from "./steps/letter-templates";
import { newsletterSubscribersStep } from "./steps/newsletter-subscribers";
import { officeMap } from "./steps/office-map";
import { questionnaireTemplatesStep } from "./steps/questionnaire-templates";
import { searchSynonyms } from "./steps/search-synonyms";
import { seededImagery } from "./steps/seeded-imagery";

/** Every demo seed step, in the order they run. Add new demo content as a new step at the end. */
export const SEED_STEPS: readonly SeedStep[] = [
  initialContent,
  legalPlaceholders,
  seededImagery,
  officeMap,
  newsletterSubscribersStep,
  bookingAvailability,
  addressParts,
  searchSynonyms,
  questionnaireTemplatesStep,
  letterTemplatesStep,
];

const MARKER_PREFIX = "seed_step:";
/** The marker of the first version's one-shot seed, which stands for its initial content. */
const LEGACY_MARKER = "demo_seed_version";

type SeedOptions = Omit<SeedContext, "db">;

/**
 * Runs each demo seed step this database has not had, each in one transaction with its marker.
 * Steps already applied are never run again, so staff edits and deletions survive every later start.
 */
export async function seedDemoContent(db: Database, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const done = new Set(
    (
      await db
        .select({ key: appMeta.key })
        .from(appMeta)
        .where(like(appMeta.key, `${MARKER_PREFIX}%`))
    ).map((r) => r.key),
  );
  const [legacy] = await db.select().from(appMeta).where(eq(appMeta.key, LEGACY_MARKER)).limit(1);
  if (legacy) done.add(MARKER_PREFIX + initialContent.name);

  let seeded = false;
  for (const step of SEED_STEPS) {
    const key = MARKER_PREFIX + step.name;
    if (done.has(key) || (step.needsMedia && !options.media)) continue;
    const statements = await step.statements({ db, ...options });
    // One statement per row: D1 allows at most 100 bound parameters per statement.
    await db.batch([db.insert(appMeta).values({ key, value: new Date().toISOString() }), ...statements]);
    seeded = true;
  }
  return { seeded };
}
