import { attorneyPracticeAreas, blogPosts, bookings, firmSettings, practiceAreas } from "@db/schema";
import { BOOKING_MESSAGES as B } from "@domain/booking-messages";
import { dateInZone } from "@domain/time-zone";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { BOOKING_TEXT as T } from "../../app/lib/booking-text";
import { bodyOf, send } from "../support/api-calls";
import { bookableAttorneyFixture, bookedThroughApi } from "../support/booking";
import { decoded, page, post, timesOn } from "../support/booking-pages";
import { insertTestFirm, testDb, unique } from "../support/db";
import { outboxFor, renderedEmail } from "../support/email";
import { property } from "../support/ics";
import { createTestAdmin, signedInToken } from "../support/sign-in";

// The first render of each route compiles it: slower than the default 5 s on a cold run.
vi.setConfig({ testTimeout: 60_000 });

const FIRM_ZONE = "America/New_York";
beforeAll(() => insertTestFirm({ timeZone: FIRM_ZONE }));

const html = async (path: string) => decoded(await (await page(path)).text());
const hrefs = (text: string) => [...text.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? "");
const manageOf = (token: string, extra: Record<string, string> = {}) =>
  `/book/manage?${new URLSearchParams({ token, ...extra })}`;
const storedBooking = async (id: number) => (await testDb().select().from(bookings).where(eq(bookings.id, id)))[0];

describe("every consultation button books", () => {
  it("leads to /book from the home page, the header, an area's side card and an article's band, carrying where it was pressed", async () => {
    const { attorneyId } = await bookableAttorneyFixture();
    const slug = unique("area").toLowerCase();
    await testDb()
      .insert(practiceAreas)
      .values({ slug, title: unique("Area"), description: "d", status: "published" });
    const article = unique("post").toLowerCase();
    await testDb().insert(blogPosts).values({
      slug: article,
      title: article,
      author: "Someone",
      authorId: attorneyId,
      content: "<p>x</p>",
      status: "published",
      publishDate: "2025-01-01T00:00:00.000Z",
    });

    const home = hrefs(await html("/"));
    expect(home).toContain("/book");
    expect(home).not.toContain("/contact?");
    // The header's button (desktop and the phone menu) and the side card both carry the area.
    const area = hrefs(await html(`/practice-areas/${slug}`));
    expect(area.filter((h) => h === `/book?area=${slug}`).length).toBeGreaterThanOrEqual(3);
    const profile = hrefs(await html(`/team/${attorneyId}`));
    expect(profile.filter((h) => h === `/book?attorney=${attorneyId}`).length).toBeGreaterThanOrEqual(3);
    expect(hrefs(await html(`/blog/${article}`))).toContain(`/book?attorney=${attorneyId}`);
  });

  it("preselects the area or attorney on /book and offers a question to /contact prefilled the same way", async () => {
    const { attorneyId, name } = await bookableAttorneyFixture();
    const byAttorney = await html(`/book?attorney=${attorneyId}`);
    expect(byAttorney).toMatch(new RegExp(`<option value="${attorneyId}" selected="">`));
    expect(byAttorney).toContain(`<a href="/contact?attorney=${attorneyId}"`);
    expect(byAttorney).toContain(T.sendQuestionInstead);
    expect(await html(`/contact?attorney=${attorneyId}`)).toContain(`value="${T.questionFor(name)}"`);

    const slug = unique("area").toLowerCase();
    const [area] = await testDb()
      .insert(practiceAreas)
      .values({ slug, title: unique("Area"), description: "d", status: "published" })
      .returning();
    await testDb()
      .insert(attorneyPracticeAreas)
      .values({ attorneyId, practiceAreaId: area?.id ?? 0 });
    const byArea = await html(`/book?area=${slug}`);
    expect(byArea).toMatch(new RegExp(`<option value="${slug}" selected="">`));
    expect(byArea).toContain(`<a href="/contact?area=${slug}"`);
    // Every published area is a choice of the contact form, so the question keeps the area too.
    expect(await html(`/contact?area=${slug}`)).toContain(`<option selected="">${area?.title}</option>`);
  });
});

describe("the phone-first picker", () => {
  it("sends each day link to the times, and moving a booking starts on its own day", async () => {
    // Booked on a later day than the first free one: the move picker must not highlight the first.
    const later = await bookedThroughApi({
      pick: (slots) =>
        slots.find((s) => dateInZone(s.start, FIRM_ZONE) !== dateInZone(slots[0]?.start ?? "", FIRM_ZONE)),
    });
    const listing = await html(`/book?attorney=${later.attorneyId}&type=${later.typeId}`);
    expect(listing).toContain('id="times"');
    const dayLinks = hrefs(listing).filter((h) => h.startsWith("/book?") && h.includes("date="));
    expect(dayLinks.length).toBeGreaterThan(1);
    for (const link of dayLinks) expect(link).toMatch(/#times$/);
    // The times post to the page without #times: the redirect after them must not land on a fragment.
    expect(listing).toMatch(/<form[^>]* action="\/book\?[^"#]+date=[^"#]+" method="post"/);

    const manage = await html(manageOf(later.manageToken));
    const booked = dateInZone(later.booking.startAt, FIRM_ZONE);
    const current = /<a href="([^"]+)" aria-current="date"/.exec(manage)?.[1] ?? "";
    expect(new URL(current, "http://x").searchParams.get("date")).toBe(booked);
  });
});

describe("cancelling asks once", () => {
  it("shows a confirmation step, keeps the booking on a bad reason, stores the reason, then says one thing", async () => {
    const { booking, manageToken, attorneyId } = await bookedThroughApi();
    const path = manageOf(manageToken);
    // The manage page only links to the step; no form on it cancels.
    const start = await html(path);
    expect(start).not.toContain('value="cancel"');
    const toStep = hrefs(start).find((h) => h.includes("step=cancel")) ?? "";
    expect(toStep).toMatch(/^\/book\/manage\?token=.+#cancel$/);
    const step = await html(manageOf(manageToken, { step: "cancel" }));
    expect(step).toContain(T.cancelQuestion);
    expect(step).toMatch(/<textarea[^>]*name="reason"/);
    expect(step).toContain('name="intent" value="cancel"');

    const tooLong = await post(path, { intent: "cancel", reason: "x".repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(decoded(await tooLong.text())).toContain("Reason must be at most 1000 characters");
    expect(await storedBooking(booking.id)).toMatchObject({ status: "confirmed", cancelReason: null });

    const reason = unique("A colleague can help me sooner");
    const cancelled = await post(path, { intent: "cancel", reason });
    expect(cancelled.status).toBe(303);
    expect(await storedBooking(booking.id)).toMatchObject({ status: "cancelled", cancelReason: reason });
    // Intake staff read it with the booking, in the enquiry's meetings.
    const intake = signedInToken(await createTestAdmin({ role: "intake" }));
    const meetings = await bodyOf(
      await send("GET", `/api/calendar/enquiries/${booking.contactId}`, undefined, await intake),
    );
    expect(meetings).toEqual([expect.objectContaining({ id: booking.id, status: "cancelled", cancelReason: reason })]);

    const result = await html(cancelled.headers.get("location") ?? "");
    expect(result).toContain(B.cancelled);
    expect(result).not.toContain(B.alreadyCancelled);
    expect(result).not.toContain(T.calendarNote);
    expect(result).toContain(`<a href="/book?attorney=${attorneyId}"`);
    expect(result).toContain(T.bookAnother);
    // A later visit to the link says it is cancelled, once, and still offers another time.
    const later = await html(path);
    expect(later).toContain(B.alreadyCancelled);
    expect(later).not.toContain(B.cancelled);
    expect(later).toContain(T.bookAnother);
  });
});

describe("the booking pages' standards", () => {
  it("answers a body that is not a form with 415 and a clear message, changing nothing", async () => {
    const { booking, manageToken, slots, typeId } = await bookedThroughApi();
    const held = await post("/book", { slot: `${slots.at(-1)?.start}|${booking.attorneyId}`, type: String(typeId) });
    const details = held.headers.get("location") ?? "";
    expect(details).toMatch(/^\/book\/details\?token=/);
    const paths = ["/book", details, manageOf(manageToken)];
    for (const path of paths) {
      for (const [type, body] of [
        ["application/json", JSON.stringify({ intent: "cancel" })],
        ["text/plain", "intent=cancel"],
      ]) {
        const answer = await page(path, { method: "POST", body, headers: { "Content-Type": type ?? "" } });
        expect(answer.status, `${path} ${type}`).toBe(415);
        expect(decoded(await answer.text())).toContain(B.notAForm);
      }
    }
    expect(await storedBooking(booking.id)).toMatchObject({ status: "confirmed" });
  });

  it("names no canonical on the hold and manage pages or a 404, and keeps the manage page private", async () => {
    const { manageToken } = await bookedThroughApi();
    expect(await html("/book")).toContain('rel="canonical"');
    for (const path of [
      "/book/details?token=not-a-real-hold-token-at-all",
      manageOf(manageToken),
      manageOf("1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"),
      "/no-such-page-here",
    ])
      expect(await html(path), path).not.toContain('rel="canonical"');
    for (const path of [manageOf(manageToken), "/book/manage?token=1.AAAAAAAAAAAAAAAAAAAA", "/book/manage?booked=1"]) {
      const answer = await page(path);
      expect(answer.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
  });
});

/** What a queued booking email says, rendered as it is sent, with its calendar invitation. */
async function sentAs(contactId: number, recipient: string) {
  const row = (await outboxFor("contact", contactId)).find((r) => r.recipient === recipient);
  if (!row) throw new Error(`no email to ${recipient}`);
  const { message, calendar } = await renderedEmail(row);
  if (!calendar) throw new Error(`no calendar in the email to ${recipient}`);
  return { text: message.text ?? "", calendar };
}

describe("video and fees", () => {
  it("shows how to join and the fee on the confirmation page, in the emails and the invitation: the attorney's link, else the firm's", async () => {
    const own = `https://meet.example.com/${unique("room")}`;
    const video = await bookedThroughApi({ mode: "video", meetingUrl: own });
    const page = await html(manageOf(video.manageToken, { booked: "1" }));
    expect(page).toContain(`<a href="${own}"`);
    expect(page).toContain(T.fee("Free"));
    for (const to of [video.email, `${video.attorneyId}@firm.example`]) {
      const { text, calendar } = await sentAs(video.booking.contactId ?? 0, to);
      expect(text).toContain(`Join the video meeting: ${own}`);
      expect(text).toContain("Fee: Free");
      expect(property(calendar, "LOCATION")?.value).toBe(own);
      expect(property(calendar, "URL")?.value).toBe(own);
      expect(property(calendar, "DESCRIPTION")?.value).toContain(own);
    }
    // Once cancelled, there is nothing to join.
    await post(manageOf(video.manageToken), { intent: "cancel" });
    expect(await html(manageOf(video.manageToken))).not.toContain(own);

    const firmRoom = `https://meet.example.com/${unique("firm")}`;
    await testDb().update(firmSettings).set({ meetingUrl: firmRoom });
    const fallback = await bookedThroughApi({ mode: "video" });
    expect(await html(manageOf(fallback.manageToken))).toContain(`<a href="${firmRoom}"`);
    expect((await sentAs(fallback.booking.contactId ?? 0, fallback.email)).text).toContain(firmRoom);
    // A phone consultation has nothing to join.
    const phone = await bookedThroughApi();
    expect(await html(manageOf(phone.manageToken))).not.toContain(firmRoom);
    const { text, calendar } = await sentAs(phone.booking.contactId ?? 0, phone.email);
    expect(text).not.toContain(firmRoom);
    expect(property(calendar, "URL")).toBeUndefined();
  });

  it("shows the fee beside the type on /book and on the details page", async () => {
    const { attorneyId, typeId } = await bookableAttorneyFixture();
    const listing = await html(`/book?attorney=${attorneyId}&type=${typeId}`);
    expect(listing).toContain(T.fee("Free"));
    expect(listing).not.toMatch(/<option[^>]*>[^<]*\(Free\)<\/option>/);
    const [slot] = timesOn(listing);
    const held = await post("/book", { slot: slot ?? "", type: String(typeId) });
    expect(await html(held.headers.get("location") ?? "")).toContain(T.fee("Free"));
  });

  it("takes only an https meeting link, for an attorney and for the firm", async () => {
    const owner = await signedInToken(await createTestAdmin({ role: "owner" }));
    for (const bad of ["http://meet.example.com/x", "javascript:alert(1)", "meet.example.com"]) {
      const attorney = await send(
        "POST",
        "/api/team",
        { name: unique("Counsel"), role: "Partner", meetingUrl: bad },
        owner,
      );
      expect(attorney.status).toBe(400);
      expect((await bodyOf(attorney)).error.fields.meetingUrl).toEqual([
        "Video meeting link must be a web address starting with https://.",
      ]);
      const firm = await send("PUT", "/api/settings", { meetingUrl: bad }, owner);
      expect(firm.status).toBe(400);
    }
    const good = `https://meet.example.com/${unique("ok")}`;
    const created = await bodyOf(
      await send("POST", "/api/team", { name: unique("Counsel"), role: "Partner", meetingUrl: good }, owner),
    );
    expect(created.meetingUrl).toBe(good);
    expect((await bodyOf(await send("PUT", "/api/settings", { meetingUrl: good }, owner))).meetingUrl).toBe(good);
    expect((await bodyOf(await send("PUT", "/api/settings", { meetingUrl: "" }, owner))).meetingUrl).toBeNull();
  });
});
