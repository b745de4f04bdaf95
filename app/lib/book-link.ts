/** What a call to action was pressed from: a practice area's slug, an attorney's id. */
export interface BookingFrom {
  area?: string | null;
  attorney?: string | null;
}

const withFrom = (path: string, from: BookingFrom) => {
  const params = new URLSearchParams();
  if (from.area) params.set("area", from.area);
  if (from.attorney) params.set("attorney", from.attorney);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

/**
 * /book, preselecting the area or attorney (the parameters /book's own choices use). /book is a
 * plain-forms page (PROGRESSIVE_FORMS), so router links to it reload the document (`reloadDocument`).
 */
export const bookHref = (from: BookingFrom = {}) => withFrom("/book", from);

/** /contact prefilled the same way ("Send a question instead"; app/lib/contact-prefill.server.ts reads them). */
export const questionHref = (from: BookingFrom = {}) => withFrom("/contact", from);

/** What a page's path says it is about: a practice area's or an attorney's page (the header's button carries it). */
export function bookingFromPath(pathname: string): BookingFrom {
  const [, section, id] = pathname.split("/");
  if (!id) return {};
  if (section === "practice-areas") return { area: decodeURIComponent(id) };
  if (section === "team") return { attorney: decodeURIComponent(id) };
  return {};
}
