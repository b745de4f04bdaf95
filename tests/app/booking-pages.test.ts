import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { attorneyPracticeAreas, bookings, contacts, practiceAreas } from "@db/schema";
import { BOOKING_MESSAGES as B } from "@domain/booking-messages";
import { HUMAN_CHECK_FAILED } from "@domain/messages";
import {
  TURNSTILE_DUMMY_TOKEN,
  TURNSTILE_FIELD,
  TURNSTILE_TEST_SECRET,
  TURNSTILE_TEST_SITE_KEY,
} from "@domain/turnstile";
import { readFirmSettings } from "@worker/data/settings";
import worker from "@worker/index";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { bookableAttorneyFixture } from "../support/booking";
import { dayAfterTomorrowIn, decoded, page, post, timesOn } from "../support/booking-pages";
import { insertTestFirm, testDb, unique } from "../support/db";

// The first render of each route compiles it: slower than the default 5 s on a cold run.
vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => insertTestFirm());

describe("booking without JavaScript", () => {
  it("goes from the times to the details, the confirmation, a move and a cancel, all by plain forms", async () => {
    const { attorneyId, typeId, name } = await bookableAttorneyFixture();
    const listing = await page(`/book?attorney=${attorneyId}&type=${typeId}&tz=Asia/Tokyo`);
    expect(listing.status).toBe(200);
    const html = await listing.text();
    expect(html).not.toMatch(/<script[^>]+src="\/assets\//); // no framework: the page works as HTML
    expect(html).toContain("GMT+9");
    const [first, second] = timesOn(html);
    expect(first).toMatch(new RegExp(`^\\d{4}-.+Z\\|${attorneyId}$`));

    const held = await post("/book", {
      intent: "hold",
      slot: first ?? "",
      type: String(typeId),
      area: "",
      tz: "Asia/Tokyo",
    });
    expect(held.status).toBe(303);
    const details = held.headers.get("location") ?? "";
    expect(details).toMatch(/^\/book\/details\?token=/);
    const hold = new URL(details, "http://x").searchParams.get("token") ?? "";

    const form = await (await page(details)).text();
    expect(form).toContain(name);
    expect(form).toContain('name="consent"');
    expect(form).toContain('name="otherParties"');

    const missing = await post(details, { hold, mode: "phone" });
    expect(decoded(await missing.text())).toContain("Name is required.");

    const marker = unique("visitor");
    const confirmed = await post(details, {
      hold,
      name: marker,
      email: `${marker}@example.com`,
      message: "A question about a lease.",
      mode: "phone",
      consent: "on",
      timeZone: "Asia/Tokyo",
    });
    expect(confirmed.status).toBe(303);
    const manage = confirmed.headers.get("location") ?? "";
    expect(manage).toMatch(/^\/book\/manage\?token=\d+\./);
    expect(decoded(await (await page(manage)).text())).toContain(B.confirmed);
    const [stored] = await testDb().select().from(bookings).where(eq(bookings.attorneyId, attorneyId));
    expect(stored).toMatchObject({ status: "confirmed", startAt: first?.split("|")[0], visitorTimeZone: "Asia/Tokyo" });
    const [enquiry] = await testDb()
      .select()
      .from(contacts)
      .where(eq(contacts.id, stored?.contactId ?? 0));
    expect(enquiry).toMatchObject({ name: marker, assignedTo: attorneyId, status: "unread" });

    const token = new URL(manage, "http://x").searchParams.get("token") ?? "";
    // The booked day may hold no other time (a first slot late in Tokyo's day): move to the next day's.
    const nextDay = new Date(Date.parse(first?.split("|")[0] ?? "") + 86_400_000).toLocaleDateString("en-CA", {
      timeZone: "Asia/Tokyo",
    });
    const manageHtml = await (await page(`/book/manage?token=${encodeURIComponent(token)}&date=${nextDay}`)).text();
    const moveTo = timesOn(manageHtml).find((t) => t !== first && t !== second);
    expect(moveTo).toBeDefined();
    const moved = await post(`/book/manage?token=${encodeURIComponent(token)}`, {
      intent: "reschedule",
      slot: moveTo ?? "",
    });
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toContain("done=moved");
    const [after] = await testDb()
      .select()
      .from(bookings)
      .where(eq(bookings.id, stored?.id ?? 0));
    expect(after).toMatchObject({ startAt: moveTo?.split("|")[0], sequence: 1 });

    const cancelled = await post(`/book/manage?token=${encodeURIComponent(token)}`, { intent: "cancel" });
    expect(cancelled.status).toBe(303);
    const again = await post(`/book/manage?token=${encodeURIComponent(token)}`, { intent: "cancel" });
    expect(again.status).toBe(409);
    expect(decoded(await again.text())).toContain(B.alreadyCancelled);
  });

  it("refuses a tampered or made-up manage link and an unknown hold, changing nothing", async () => {
    const tampered = await page("/book/manage?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect(tampered.status).toBe(404);
    expect(decoded(await tampered.text())).toContain(B.badLink);
    const cancel = await post("/book/manage?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", { intent: "cancel" });
    expect(cancel.status).toBe(404);
    const garbage = await page("/book/manage?token=%3Cscript%3Ealert(1)%3C/script%3E");
    expect(garbage.status).toBe(404);
    expect(await garbage.text()).not.toContain("<script>alert(1)");
    const hold = await page("/book/details?token=not-a-real-hold-token-at-all");
    expect(hold.status).toBe(404);
    expect(decoded(await hold.text())).toContain(B.unknownHold);
  });
});

describe("the path to the right lawyer", () => {
  it("lists an area's attorneys with 'Book with', offers booking and a question on the attorney page, and pre-fills the contact form", async () => {
    const { attorneyId, name } = await bookableAttorneyFixture();
    const db = testDb();
    const slug = unique("area").toLowerCase();
    const [employment] = await db
      .insert(practiceAreas)
      .values({ slug, title: "Employment Law", description: "Work matters.", status: "published", sortOrder: -5 })
      .returning();
    await db.insert(attorneyPracticeAreas).values({ attorneyId, practiceAreaId: employment?.id ?? 0 });

    const area = decoded(await (await page(`/practice-areas/${slug}`)).text());
    expect(area).toContain(`Book with ${name}`);
    expect(area).toContain(`/book?area=${slug}&attorney=${attorneyId}`);

    const profile = decoded(await (await page(`/team/${attorneyId}`)).text());
    expect(profile).toContain(`href="/book?attorney=${attorneyId}"`);
    expect(profile).toContain(`href="/contact?attorney=${attorneyId}"`);

    const contact = decoded(await (await page(`/contact?attorney=${attorneyId}&area=${slug}`)).text());
    expect(contact).toContain(`value="Question for ${name}"`);
    expect(contact).toMatch(/<option selected="">Employment Law<\/option>|<option value="Employment Law" selected="">/);
    const options = [...contact.matchAll(/<option(?: [^>]*)?>([^<]+)<\/option>/g)].map((m) => m[1]);
    // Every published area, then "Other"; an area with no published page is no choice.
    expect(options).not.toContain("Personal Injury");
    expect(options.indexOf("Employment Law")).toBeGreaterThan(0);
    expect(options.at(-1)).toBe("Other");
  });
});

describe("the hold step on /book", () => {
  it("is covered by the human check, and a second hold from the same browser releases the first", async () => {
    const { attorneyId, typeId } = await bookableAttorneyFixture();
    const turnstileOn = {
      ...env,
      TURNSTILE_SECRET: TURNSTILE_TEST_SECRET,
      TURNSTILE_SITE_KEY: TURNSTILE_TEST_SITE_KEY,
      TURNSTILE_VERIFY_URL: "http://turnstile.test/siteverify",
    };
    const client = unique("ip");
    const send = (path: string, init: RequestInit = {}) =>
      worker.fetch(
        new Request(`http://site.test${path}`, { redirect: "manual", ...init }),
        turnstileOn,
        createExecutionContext(),
      );
    const day = dayAfterTomorrowIn((await readFirmSettings(testDb())).timeZone);
    const html = await (await send(`/book?attorney=${attorneyId}&type=${typeId}&date=${day}`)).text();
    // The widget sits inside the form of the time buttons.
    expect(html).toMatch(/<form[^>]*>(?:(?!<\/form>)[\s\S])*class="cf-turnstile"(?:(?!<\/form>)[\s\S])*name="slot"/);
    const [first, second] = timesOn(html);
    const hold = (slot: string, fields: Record<string, string>, cookie = "") =>
      send("/book", {
        method: "POST",
        body: new URLSearchParams({ intent: "hold", slot, type: String(typeId), area: "", tz: "", ...fields }),
        headers: { "CF-Connecting-IP": client, ...(cookie ? { Cookie: cookie } : {}) },
      });
    const heldOf = () => testDb().select().from(bookings).where(eq(bookings.attorneyId, attorneyId));

    for (const token of [{}, { [TURNSTILE_FIELD]: "forged.token" }] as Record<string, string>[]) {
      const refused = await hold(first ?? "", token);
      expect(refused.status).toBe(403);
      expect(decoded(await refused.text())).toContain(HUMAN_CHECK_FAILED);
    }
    expect(await heldOf()).toEqual([]);

    const human = { [TURNSTILE_FIELD]: TURNSTILE_DUMMY_TOKEN };
    const held = await hold(first ?? "", human);
    expect(held.status).toBe(303);
    const cookie = (held.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^booking_hold=[\w-]{20,}$/);
    expect(held.headers.get("Set-Cookie")).toMatch(/HttpOnly/);
    expect((await hold(second ?? "", human, cookie)).status).toBe(303);
    // The browser's second hold gave its first one back.
    expect((await heldOf()).map((b) => `${b.startAt}|${b.attorneyId}`)).toEqual([second]);
  });
});
