import type { Database } from "@db/client";
import { testimonials } from "@db/schema";
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { TestimonialSubmission } from "~/lib/schemas/testimonial";
import type { Visibility } from "./practice-areas";
import { countWhere, offsetOf, type Paged, type PageQuery, searchAny } from "./query";

export type Testimonial = typeof testimonials.$inferSelect;

const visible = ({ includeHidden }: Visibility): SQL | undefined =>
  includeHidden ? undefined : eq(testimonials.status, "approved");

const newestFirst = [desc(testimonials.dateSubmitted), desc(testimonials.id)];

export async function listTestimonials(db: Database, query: PageQuery & Visibility): Promise<Paged<Testimonial>> {
  const where = and(
    visible(query),
    searchAny(query.search, [testimonials.name, testimonials.service, testimonials.content]),
  );
  const [items, total] = await Promise.all([
    db
      .select()
      .from(testimonials)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.limit)
      .offset(offsetOf(query)),
    countWhere(db, testimonials, where),
  ]);
  return { items, total };
}

export function listFeaturedTestimonials(db: Database): Promise<Testimonial[]> {
  return db
    .select()
    .from(testimonials)
    .where(and(visible({ includeHidden: false }), eq(testimonials.featured, true)))
    .orderBy(...newestFirst);
}

export async function getTestimonial(db: Database, id: number, visibility: Visibility): Promise<Testimonial | null> {
  const [row] = await db
    .select()
    .from(testimonials)
    .where(and(eq(testimonials.id, id), visible(visibility)))
    .limit(1);
  return row ?? null;
}

/** A visitor's testimonial: always pending and never featured, whatever was sent. */
export async function submitTestimonial(db: Database, input: TestimonialSubmission): Promise<{ id: number }> {
  const [row] = await db
    .insert(testimonials)
    .values({
      name: input.name,
      email: input.email ?? null,
      service: input.service ?? null,
      rating: input.rating,
      content: input.content,
      status: "pending",
      featured: false,
    })
    .returning({ id: testimonials.id });
  if (!row) throw new Error("Testimonial insert returned no row");
  return row;
}
