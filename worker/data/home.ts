import type { Database } from "@db/client";
import { listFeaturedPracticeAreas } from "./practice-areas";
import { listFeaturedTeamMembers } from "./team";
import { featuredShown, featuredTestimonialsQuery } from "./testimonials";

/** The home page's three featured lists (SPEC §4: they load together), in one D1 batch. */
export async function readHomeFeatures(db: Database) {
  const [areas, team, testimonials] = await db.batch([
    listFeaturedPracticeAreas(db),
    listFeaturedTeamMembers(db),
    featuredTestimonialsQuery(db),
  ]);
  return { areas, team, testimonials: featuredShown(testimonials) };
}
