/** Settings' Search tab: the synonyms the site's search expands a visitor's words with. */
export const SYNONYM_SETTINGS = {
  tab: "Search",
  description: "Words visitors type and what else they should find on the site's search.",
  field: "Synonyms and abbreviations",
  hint: "One rule a line: the words, =, then what they also mean, separated by commas (DUI = drunk driving, criminal defense). A rule works one way; add a second line for the other.",
} as const;
