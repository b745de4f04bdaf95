/**
 * Where a keyset-paged list (enquiries, subscribers, activity) stands: the page's number for the
 * pager, and the API's cursor that finds it straight off the index (worker/api/paging.ts), so page
 * 500 costs what page 1 does. Page 1 has no cursor.
 */
export interface ListPlace {
  page: number;
  /** The previous page's X-Next-Cursor: rows older than it. */
  after: string | null;
  /** The next page's X-Prev-Cursor: rows newer than it. */
  before: string | null;
}

export const FIRST_PLACE: ListPlace = { page: 1, after: null, before: null };

/** The place of a neighbouring page, reached from `from` with the cursors of the page shown now. */
export function neighbourPlace(
  from: number,
  to: number,
  cursors: { next: string | null; prev: string | null },
): ListPlace {
  if (to <= 1) return FIRST_PLACE;
  return to > from ? { page: to, after: cursors.next, before: null } : { page: to, after: null, before: cursors.prev };
}

/** The list query's paging part: a cursor when there is one, else the page number (page 1, or an old link). */
export const placeQuery = ({ page, after, before }: ListPlace): Record<string, string> =>
  after ? { after } : before ? { before } : { page: String(page) };
