import { type MarkedPart, markedParts, SEARCH_KINDS, type SearchKind, type SiteSearchResults } from "@domain/search";

/** One hit as the search page draws it: title and snippet as plain and <mark>ed parts (React escapes them). */
export interface SearchHitView {
  url: string;
  title: MarkedPart[];
  snippet: MarkedPart[];
}

export interface SearchGroupView {
  kind: SearchKind;
  total: number;
  /** More match than `total` (which reached the count's limit). */
  more: boolean;
  hits: SearchHitView[];
}

/** The results in the page's order (practice areas, attorneys, articles), empty groups left out. */
export const searchGroupsView = (results: SiteSearchResults): SearchGroupView[] =>
  SEARCH_KINDS.filter((kind) => results[kind].total > 0).map((kind) => ({
    kind,
    total: results[kind].total,
    more: results[kind].more,
    hits: results[kind].hits.map((hit) => ({
      url: hit.url,
      title: markedParts(hit.marked.title),
      snippet: markedParts(hit.marked.snippet),
    })),
  }));
