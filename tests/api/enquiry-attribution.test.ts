import { env, exports } from "cloudflare:workers";
import { bookings, contacts } from "@db/schema";
import { ATTRIBUTION_LABELS } from "@domain/attribution";
import { sourceQueries } from "@worker/data/dashboard-sources";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { adminToken } from "../support/admin";
import { bodyOf, call, expectError, submitFrom, uniqueClient, withToken } from "../support/api-calls";
import { bookableAttorneyFixture, bookingDetails } from "../support/booking";
import { testDb, unique } from "../support/db";

// The first render of the contact page compiles it.
vi.setConfig({ testTimeout: 30_000 });

const enquiry = (marker: string, extra: Record<string, unknown> = {}) => ({
  name: marker,
  email: `${unique("e")}@example.com`,
  subject: "A question",
  message: "Hello.",
  consent: true,
  ...extra,
});

const storedBy = async (name: string) => (await testDb().select().from(contacts).where(eq(contacts.name, name)))[0];

describe("attribution of an enquiry", () => {
  it("stores the landing page, referring host and UTM parameters sent with it, shows them to staff and exports them", async () => {
    const marker = unique("attr");
    const response = await submitFrom(
      uniqueClient(),
      "/api/contacts/submit",
      enquiry(marker, {
        landingPage: "/practice-areas/family-law",
        referrerHost: "News.Example.org",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "spring-2027",
        utmTerm: "divorce lawyer",
        utmContent: "header link",
      }),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const { id } = await bodyOf(response);
    const token = await adminToken("intake");
    const shown = await bodyOf(await call(`/api/contacts/${id}`, withToken(token)));
    expect(shown).toMatchObject({
      landingPage: "/practice-areas/family-law",
      referrerHost: "news.example.org",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring-2027",
      utmTerm: "divorce lawyer",
      utmContent: "header link",
    });
    const csv = await (await call(`/api/contacts/export?search=${marker}`, withToken(token))).text();
    const [header, row] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toContain(`${ATTRIBUTION_LABELS.landingPage},${ATTRIBUTION_LABELS.referrerHost}`);
    // Then the Booking and Questionnaire columns, empty for a contact-form enquiry with none sent.
    expect(row).toMatch(
      /,\/practice-areas\/family-law,news\.example\.org,newsletter,email,spring-2027,divorce lawyer,header link,,$/,
    );
  });

  it("never refuses an enquiry for its attribution: malformed or oversized values are left out", async () => {
    const marker = unique("attr-bad");
    const response = await submitFrom(
      uniqueClient(),
      "/api/contacts/submit",
      enquiry(marker, {
        landingPage: "javascript:alert(1)",
        referrerHost: "https://evil.example/path",
        utmSource: "x".repeat(101),
        utmMedium: "<script>",
        utmCampaign: 42,
        utmTerm: "ok",
      }),
    );
    expect(response.status).toBe(201);
    const row = await storedBy(marker);
    expect(row).toMatchObject({
      landingPage: null,
      referrerHost: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: "ok",
    });
  });

  it("without JavaScript, the contact form records the form page and its UTM query from the request", async () => {
    const marker = unique("nojs");
    const response = await exports.default.fetch("http://site.test/contact", {
      method: "POST",
      body: new URLSearchParams({ ...enquiry(marker), consent: "on" } as Record<string, string>),
      headers: {
        "CF-Connecting-IP": uniqueClient(),
        Referer: "http://site.test/contact?utm_source=google&utm_medium=cpc&utm_campaign=brand&fbclid=abc",
      },
    });
    expect(response.status).toBe(200);
    expect(await storedBy(marker)).toMatchObject({
      landingPage: "/contact",
      referrerHost: null,
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "brand",
    });
  });

  it("a booking records where it came from too", async () => {
    const { attorneyId, typeId } = await bookableAttorneyFixture();
    const slots = (await bodyOf(await call(`/api/bookings/availability?attorney=${attorneyId}&type=${typeId}`))).slots;
    const marker = unique("booked");
    const response = await submitFrom(uniqueClient(), "/api/bookings", {
      ...bookingDetails(marker),
      attorneyId,
      typeId,
      start: slots[0].start,
      landingPage: "/team/someone",
      utmSource: "bar-directory",
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await storedBy(marker)).toMatchObject({ landingPage: "/team/someone", utmSource: "bar-directory" });
  });
});

describe("the dashboard by source", () => {
  it("counts enquiries and bookings by source, landing page and practice area over 30 or 90 days", async () => {
    const source = unique("src").toLowerCase();
    const db = testDb();
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
    const rows = await db
      .insert(contacts)
      .values([
        {
          name: "a",
          email: "a@x.test",
          subject: "s",
          message: "m",
          utmSource: source,
          landingPage: `/${source}`,
          practiceArea: "Family Law",
          createdAt: daysAgo(1),
        },
        {
          name: "b",
          email: "b@x.test",
          subject: "s",
          message: "m",
          utmSource: source,
          landingPage: `/${source}`,
          practiceArea: "Family Law",
          createdAt: daysAgo(2),
        },
        {
          name: "c",
          email: "c@x.test",
          subject: "s",
          message: "m",
          utmSource: source,
          landingPage: `/${source}`,
          createdAt: daysAgo(60),
        },
      ])
      .returning({ id: contacts.id });
    const { attorneyId } = await bookableAttorneyFixture();
    await db.insert(bookings).values({
      attorneyId,
      contactId: rows[0]?.id,
      startAt: "2031-01-06T15:00:00.000Z",
      endAt: "2031-01-06T15:30:00.000Z",
      status: "confirmed",
    });

    const token = await adminToken("intake");
    const month = await bodyOf(await call("/api/dashboard/sources", withToken(token)));
    expect(month.days).toBe(30);
    expect(month.bySource).toContainEqual({ label: source, enquiries: 2, bookings: 1 });
    expect(month.byLandingPage).toContainEqual({ label: `/${source}`, enquiries: 2, bookings: 1 });
    const quarter = await bodyOf(await call("/api/dashboard/sources?days=90", withToken(token)));
    expect(quarter.bySource).toContainEqual({ label: source, enquiries: 3, bookings: 1 });

    await expectError(await call("/api/dashboard/sources?days=7", withToken(token)), 400, "validation_failed");
    await expectError(await call("/api/dashboard/sources", withToken(await adminToken("editor"))), 403, "forbidden");
  });

  it("reads a range of the attribution index, never the whole contacts table", async () => {
    const since = new Date(Date.now() - 90 * 86_400_000).toISOString();
    for (const query of sourceQueries(testDb(), since)) {
      const { sql, params } = query.toSQL();
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      const details = plan.results.map((r) => r.detail).join(" | ");
      expect(details).toMatch(/SEARCH c(ontacts)? USING COVERING INDEX contacts_attribution_idx \(created_at>\?\)/);
      expect(details).toMatch(/SEARCH b USING (COVERING )?INDEX bookings_contact_idx \(contact_id=\?\)/);
      expect(details).not.toMatch(/\bSCAN\b/);
    }
  });
});
