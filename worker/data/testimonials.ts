import type { Database } from "@db/client";
import { testimonials } from "@db/schema";
import type { Testimonial, TestimonialRow, TestimonialStatus } from "@domain/rows";
import type { TestimonialInput, TestimonialSubmission } from "@domain/schemas/testimonial";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { saveVersioned } from "./edit-version";
import { matchingList } from "./full-text";
import type { Visibility } from "./query";
import { firstOf, type Paged, type PageQuery, pageOf } from "./query";
import { storedOrNotFound, type WriteOutcome } from "./writes";

/** A testimonial as its reader may see it: staff get the client's email, visitors never do. */

const visible = ({ includeHidden }: Visibility): SQL | undefined =>
  includeHidden ? undefined : eq(testimonials.status, "approved");

/** A client's email is for the firm only: it never reaches the public site or its page data. */
const shownTo =
  ({ includeHidden }: Visibility) =>
  (row: TestimonialRow): Testimonial => {
    if (includeHidden) return row;
    const { email: _private, ...shown } = row;
    return { ...shown, name: row.nameDisplay === "initials" ? initialsOf(row.name) : row.name };
  };

/** "Jane van Doe" → "J. v. D.": what visitors see of an author who chose initials. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${[...word][0]}.`)
    .join(" ");

const newestFirst = [desc(testimonials.dateSubmitted), desc(testimonials.id)];

export async function listTestimonials(db: Database, query: PageQuery & Visibility): Promise<Paged<Testimonial>> {
  const where = and(visible(query), matchingList(testimonials.id, "testimonials_search", query.search));
  const page = await pageOf(db, testimonials, where, newestFirst, query);
  return { items: page.items.map(shownTo(query)), total: page.total };
}

/** The featured testimonials' query, for a caller batching it with others; rows go through `featuredShown`. */
export const featuredTestimonialsQuery = (db: Database, visibility: Visibility = { includeHidden: false }) =>
  db
    .select()
    .from(testimonials)
    .where(and(visible(visibility), eq(testimonials.featured, true)))
    .orderBy(...newestFirst);

export const featuredShown = (rows: TestimonialRow[], visibility: Visibility = { includeHidden: false }) =>
  rows.map(shownTo(visibility));

export async function listFeaturedTestimonials(
  db: Database,
  visibility: Visibility = { includeHidden: false },
): Promise<Testimonial[]> {
  return featuredShown(await featuredTestimonialsQuery(db, visibility), visibility);
}

export async function getTestimonial(db: Database, id: number, visibility: Visibility): Promise<Testimonial | null> {
  const row = await firstOf(db, testimonials, and(eq(testimonials.id, id), visible(visibility)));
  return row ? shownTo(visibility)(row) : null;
}

/** A visitor's testimonial, for a batch: always pending and never featured, whatever was sent. */
export function testimonialInsert(db: Database, input: TestimonialSubmission) {
  return db
    .insert(testimonials)
    .values({
      name: input.name,
      email: input.email ?? null,
      service: input.service ?? null,
      rating: input.rating,
      content: input.content,
      status: "pending",
      featured: false,
      publishConsent: input.publishConsent,
      nameDisplay: input.nameDisplay,
    })
    .returning({ id: testimonials.id });
}

/** Every column the admin form sets: a field left out of a full body is cleared, not kept. */
const columnsOf = (input: TestimonialInput) => ({
  ...input,
  email: input.email ?? null,
  service: input.service ?? null,
});

/** Staff's testimonial, with the status and featured flag they chose. */
export async function createTestimonial(db: Database, input: TestimonialInput): Promise<WriteOutcome<Testimonial>> {
  const [row] = await db.insert(testimonials).values(columnsOf(input)).returning();
  if (!row) throw new Error("Testimonial insert returned no row");
  return { ok: true, value: row };
}

type Columns = Partial<typeof testimonials.$inferInsert>;

/** Stores the columns with a new version (edit-version.ts); with `expected`, only over that version. */
async function saveTestimonial(db: Database, id: number, values: Columns, expected: string | undefined) {
  return storedOrNotFound(await saveVersioned(db, testimonials, id, values, expected));
}

/** The full edit; the submission date stays. With `expected`, only if no one saved since (else not_found). */
export async function updateTestimonial(
  db: Database,
  id: number,
  input: TestimonialInput,
  expected?: string,
): Promise<WriteOutcome<Testimonial>> {
  return saveTestimonial(db, id, columnsOf(input), expected);
}

/** Approve, reject or return to pending: nothing else changes. */
export async function setTestimonialStatus(
  db: Database,
  id: number,
  status: TestimonialStatus,
  expected?: string,
): Promise<WriteOutcome<Testimonial>> {
  return saveTestimonial(db, id, { status }, expected);
}

export async function deleteTestimonial(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
  return rows.length > 0;
}
