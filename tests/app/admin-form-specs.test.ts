import { blogPosts, practiceAreas, teamMembers, testimonials } from "@db/schema";
import { seedDemoContent } from "@db/seed/seed";
import { beforeAll, describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { blogFormSpec } from "~/components/admin/blog/blog-form";
import type { FormSpec } from "~/components/admin/entity-dialog";
import { practiceAreaFormSpec } from "~/components/admin/practice-areas/practice-area-form";
import { teamFormSpec } from "~/components/admin/team/team-form";
import { testimonialFormSpec } from "~/components/admin/testimonials/testimonial-form";
import { validateBody } from "~/lib/admin/form";
import { testDb } from "../support/db";

beforeAll(async () => {
  await seedDemoContent(testDb());
});

/**
 * Opening each stored row in its dialog and saving it unchanged must send what the API's schema
 * accepts, with the row's own values (`kept` names some, the hard ones).
 */
function expectRoundTrips<Row, Values, Schema extends ZodType>(
  spec: FormSpec<Row, Values, Schema>,
  rows: Row[],
  nameOf: (row: Row) => string,
  kept: (row: Row) => Record<string, unknown>,
) {
  for (const row of rows) {
    const body = spec.toBody(spec.toValues(row)) as Record<string, unknown>;
    expect(validateBody(spec.schema, body), nameOf(row)).toBeNull();
    expect(body).toMatchObject(kept(row));
  }
}

describe("the admin dialogs against every demo row", () => {
  it("blog posts", async () => {
    const rows = await testDb().select().from(blogPosts);
    expect(rows.length).toBeGreaterThan(10);
    expectRoundTrips(
      blogFormSpec,
      rows,
      (row) => row.slug,
      (row) => ({ title: row.title, slug: row.slug, tags: row.tags, content: row.content }),
    );
  });

  it("team members", async () => {
    const rows = await testDb().select().from(teamMembers);
    expect(rows.length).toBeGreaterThan(0);
    expectRoundTrips(
      teamFormSpec,
      rows,
      (row) => row.id,
      (row) => ({
        name: row.name,
        specialties: row.specialties,
        education: row.education,
        recentCases: row.recentCases,
        sortOrder: row.sortOrder,
      }),
    );
  });

  it("practice areas", async () => {
    const rows = await testDb().select().from(practiceAreas);
    expect(rows.length).toBeGreaterThan(0);
    expectRoundTrips(
      practiceAreaFormSpec,
      rows,
      (row) => row.slug,
      (row) => ({ faqs: row.faqs, scenarios: row.scenarios, services: row.services, casesHandled: row.casesHandled }),
    );
  });

  it("testimonials", async () => {
    const rows = await testDb().select().from(testimonials);
    expectRoundTrips(
      testimonialFormSpec,
      rows,
      (row) => row.name,
      (row) => ({ name: row.name, rating: row.rating, status: row.status, featured: row.featured }),
    );
  });

  it("a blank required field is refused with the schema's message", () => {
    const body = testimonialFormSpec.toBody({ ...testimonialFormSpec.toValues(null), name: "  " });
    expect(validateBody(testimonialFormSpec.schema, body)).toMatchObject({ name: ["Client Name is required."] });
  });
});
