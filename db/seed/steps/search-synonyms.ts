import { and, eq, isNull } from "drizzle-orm";
import { firmSettings } from "../../schema";
import { demoSearchSynonyms } from "../content/settings";
import type { SeedStep } from "../step";

/**
 * The demo firm's search synonyms (issue 39), once. Only where none were ever saved: a firm that
 * edited or cleared them in Settings keeps what it wrote.
 */
export const searchSynonyms: SeedStep = {
  name: "search-synonyms",
  statements: ({ db }) => [
    db
      .update(firmSettings)
      .set({ searchSynonyms: demoSearchSynonyms })
      .where(and(eq(firmSettings.id, 1), isNull(firmSettings.searchSynonyms))),
  ],
};
