import { sql } from "drizzle-orm";
import { sanitizeHtml } from "../../../domain/sanitize";
import { letterTemplates, practiceAreas } from "../../schema";
import { LETTER_AREA_TERMS, letterTemplateHtml } from "../content/letter-templates";
import type { SeedStep } from "../step";

/**
 * An engagement-letter template for each demo practice area that still exists and has none: an area
 * staff removed stays removed, and a template staff wrote first is kept (INSERT … SELECT, no conflict).
 */
export const letterTemplatesStep: SeedStep = {
  name: "letter-templates",
  statements: ({ db }) => {
    const at = new Date().toISOString();
    return Object.entries(LETTER_AREA_TERMS).map(([slug, terms]) =>
      db
        .insert(letterTemplates)
        // Stored as staff's saves store it: through the articles' sanitiser.
        .select(
          sql`SELECT ${practiceAreas.id}, ${sanitizeHtml(letterTemplateHtml(terms))}, NULL, ${at}, ${at} FROM ${practiceAreas} WHERE ${practiceAreas.slug} = ${slug}`,
        )
        .onConflictDoNothing(),
    );
  },
};
