import { CONSENT_LINK_MESSAGES } from "@domain/messages";
import { describe, expect, it } from "vitest";
import { adminToken } from "../support/admin";
import { bodyOf, call, expectError, listOf, send, submitFrom, uniqueClient, withToken } from "../support/api-calls";
import { unique } from "../support/db";
import { newsletterLinksOf } from "../support/email";
import { fetchWorker } from "../support/worker";

// Consent: a confirm link works once, an unsubscribe expires it, and the record of every step is kept.

const owner = await adminToken("owner");

const address = () => `${unique("consent")}@example.com`;
const subscribe = (email: string) => submitFrom(uniqueClient(), "/api/newsletter/subscribe", { email });
const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";
const confirm = (token: string) => send("POST", "/api/newsletter/confirm", { token });
const unsubscribe = (link: string) => call(`/api/newsletter/unsubscribe?token=${tokenOf(link)}`, { method: "POST" });

async function subscriberOf(email: string) {
  const { items } = await listOf(await call(`/api/newsletter?search=${encodeURIComponent(email)}`, withToken(owner)));
  expect(items).toHaveLength(1);
  return items[0] as { status: string; confirmedAt: string | null; history: { event: string; createdAt: string }[] };
}

const eventsOf = async (email: string) => (await subscriberOf(email)).history.map((step) => step.event);

describe("a newsletter confirm link", () => {
  it("confirms once: opened again it says so and the record gains no second 'confirmed'", async () => {
    const email = address();
    await subscribe(email);
    const link = tokenOf((await newsletterLinksOf(email)).confirmUrl);
    const first = await confirm(link);
    expect(await bodyOf(first)).toEqual({ success: true, alreadyConfirmed: false });
    const again = await confirm(link);
    expect(again.status).toBe(200);
    expect(await bodyOf(again)).toEqual({ success: true, alreadyConfirmed: true });
    expect(await eventsOf(email)).toEqual(["subscribed", "confirmed"]);
  });

  it("has expired after an unsubscribe: 410 'subscribe again', and the address stays unsubscribed", async () => {
    const email = address();
    await subscribe(email);
    const links = await newsletterLinksOf(email);
    await confirm(tokenOf(links.confirmUrl));
    expect((await unsubscribe(links.unsubscribeUrl)).status).toBe(200);

    const reopened = await confirm(tokenOf(links.confirmUrl));
    await expectError(reopened, 410, "link_expired");
    expect((await subscriberOf(email)).status).toBe("unsubscribed");
    expect(await eventsOf(email)).toEqual(["subscribed", "confirmed", "unsubscribed"]);
  });

  it("the page says the same: 410 with 'this link has expired; subscribe again'", async () => {
    const email = address();
    await subscribe(email);
    const links = await newsletterLinksOf(email);
    await unsubscribe(links.unsubscribeUrl);
    const page = await fetchWorker(`/newsletter/confirm?token=${tokenOf(links.confirmUrl)}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain(CONSENT_LINK_MESSAGES.expired);
  });

  it("from before an unsubscribe does not confirm a later sign-up: that one gets its own link", async () => {
    const email = address();
    await subscribe(email);
    const old = await newsletterLinksOf(email);
    await confirm(tokenOf(old.confirmUrl));
    await unsubscribe(old.unsubscribeUrl);
    await subscribe(email);
    const fresh = await newsletterLinksOf(email);
    expect(tokenOf(fresh.confirmUrl)).not.toBe(tokenOf(old.confirmUrl));

    expect((await confirm(tokenOf(old.confirmUrl))).status).toBe(404);
    expect((await subscriberOf(email)).confirmedAt).toBeNull();
    expect((await confirm(tokenOf(fresh.confirmUrl))).status).toBe(200);
    expect(await eventsOf(email)).toEqual(["subscribed", "confirmed", "unsubscribed", "subscribed", "confirmed"]);
  });

  it("a repeated sign-up while waiting resends the same link and records one sign-up", async () => {
    const email = address();
    await subscribe(email);
    const first = await newsletterLinksOf(email);
    await subscribe(email);
    expect((await newsletterLinksOf(email)).confirmUrl).toBe(first.confirmUrl);
    expect(await eventsOf(email)).toEqual(["subscribed"]);
  });

  it("dates every step of the record", async () => {
    const email = address();
    await subscribe(email);
    await confirm(tokenOf((await newsletterLinksOf(email)).confirmUrl));
    for (const step of (await subscriberOf(email)).history) expect(step.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
