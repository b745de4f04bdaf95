import { env } from "cloudflare:workers";
import { DEFAULT_ACKNOWLEDGEMENT, DEFAULT_RESPONSE_PROMISE } from "@domain/messages";
import { readFirmSettings } from "@worker/data/settings";
import { composeMessage } from "@worker/email/compose";
import { beforeAll, describe, expect, it, vi } from "vitest";

// The real queue delivers within a second or two; a few deliveries in one test need more than 5 s.
vi.setConfig({ testTimeout: 30_000 });

import { adminToken } from "../support/admin";
import { bodyOf, call, expectFieldError, send, submitFrom, uniqueClient, withToken } from "../support/api-calls";
import { createArea } from "../support/content";
import { testDb, unique } from "../support/db";
import { latestEmailTo, newsletterLinksOf, outboxFor, outboxRow, QUEUE_DELIVERY } from "../support/email";

const STAFF = ["intake@whitmore-law.test", "partner@whitmore-law.test"];
let token: string;

beforeAll(async () => {
  token = await adminToken();
  const saved = await send(
    "PUT",
    "/api/settings",
    {
      firmName: "Whitmore & Associates",
      phone: "(555) 123-4567",
      email: "info@whitmore-law.test",
      notificationEmails: STAFF,
    },
    token,
  );
  expect(saved.status).toBe(200);
  // The enquiries below name it: an enquiry may name any published practice area.
  await createArea(token, { title: "Real Estate Law" });
});

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  name: unique("Visitor"),
  email: `${unique("visitor")}@example.com`,
  subject: "Question about my lease",
  message: "My landlord kept the deposit.\nWhat can I do?",
  practiceArea: "Real Estate Law",
  consent: true,
  ...overrides,
});

async function submitEnquiry(body: Record<string, unknown>) {
  const response = await submitFrom(uniqueClient(), "/api/contacts/submit", body);
  expect(response.status).toBe(201);
  return (await bodyOf(response)).id as number;
}

/** Waits until the real queue consumer has sent every row. */
const allSent = (refType: string, id: number, count: number) =>
  vi.waitFor(async () => {
    const rows = await outboxFor(refType, id);
    expect(rows.map((row) => row.status)).toEqual(Array(count).fill("sent"));
    return rows;
  }, QUEUE_DELIVERY);

describe("an enquiry reaches staff and the visitor", () => {
  it("writes an outbox row per recipient; the queue sends each with the right headers", async () => {
    const body = enquiry();
    const id = await submitEnquiry(body);

    const rows = await allSent("contact", id, 3);
    const byRecipient = Object.fromEntries(rows.map((row) => [row.recipient, row]));
    for (const address of STAFF) {
      expect(byRecipient[address]).toMatchObject({
        kind: "staff_alert",
        replyTo: body.email,
        subject: `New enquiry: ${body.subject}`,
        attempts: 1,
      });
      expect(byRecipient[address]?.messageId).toMatch(/@/);
    }
    expect(byRecipient[body.email]).toMatchObject({
      kind: "acknowledgement",
      replyTo: null,
      subject: `We received your enquiry: ${body.subject}`,
    });

    // Exactly what the consumer handed Email Service, rebuilt from the stored row.
    const firm = await readFirmSettings(testDb());
    const alert = composeMessage(byRecipient[STAFF[0] as string] as never, firm, env.EMAIL_FROM, env.PUBLIC_ORIGIN);
    expect(alert).toMatchObject({
      to: STAFF[0],
      replyTo: { email: body.email, name: body.name },
      from: { email: env.EMAIL_FROM, name: "Whitmore & Associates" },
    });
    expect(alert.headers?.["List-Unsubscribe"]).toBeUndefined();
    expect(alert.text).toContain("Practice area: Real Estate Law");
    expect(alert.text).toContain(`/admin/contacts?open=${id}`);
    const ack = composeMessage(byRecipient[body.email] as never, firm, env.EMAIL_FROM, env.PUBLIC_ORIGIN);
    expect(ack.text).toContain(`Dear ${body.name}`);
    expect(ack.text).toContain("does not create an attorney-client relationship");
    expect(ack.text).toContain("(555) 123-4567");
  });

  it("uses the acknowledgement wording from Settings", async () => {
    await send("PUT", "/api/settings", { acknowledgementText: "Hello {name}, {firm} thanks you." }, token);
    const body = enquiry();
    const id = await submitEnquiry(body);
    const rows = await allSent("contact", id, 3);
    const ack = rows.find((row) => row.kind === "acknowledgement");
    const text = composeMessage(ack as never, await readFirmSettings(testDb()), env.EMAIL_FROM, env.PUBLIC_ORIGIN).text;
    expect(text).toContain(`Hello ${body.name}, Whitmore & Associates thanks you.`);
  });

  it("says the firm's one response-time promise, from Settings", async () => {
    const promise = "within two business days";
    const saved = await send(
      "PUT",
      "/api/settings",
      { acknowledgementText: DEFAULT_ACKNOWLEDGEMENT, responsePromise: promise },
      token,
    );
    expect(saved.status).toBe(200);
    expect((await bodyOf(await call("/api/settings"))).responsePromise).toBe(promise);
    const body = enquiry();
    const id = await submitEnquiry(body);
    const ack = (await allSent("contact", id, 3)).find((row) => row.kind === "acknowledgement");
    const text = composeMessage(ack as never, await readFirmSettings(testDb()), env.EMAIL_FROM, env.PUBLIC_ORIGIN).text;
    expect(text).toContain(`will reply ${promise}.`);
    await send("PUT", "/api/settings", { responsePromise: DEFAULT_RESPONSE_PROMISE }, token);
  });

  it("refuses CR/LF in the fields that reach headers, and stores nothing", async () => {
    for (const [field, value] of [
      ["name", "Eve\r\nBcc: victim@example.com"],
      ["subject", "Hi\nBcc: victim@example.com"],
      ["email", "eve@example.com\r\nBcc: victim@example.com"],
    ]) {
      const marker = unique("inject");
      await expectFieldError(
        await submitFrom(
          uniqueClient(),
          "/api/contacts/submit",
          enquiry({ message: marker, [field as string]: value }),
        ),
        field as string,
      );
      const found = await bodyOf(await call(`/api/contacts?search=${marker}`, withToken(token)));
      expect(found).toEqual([]);
    }
  });
});

describe("consent to the enquiry form's notice", () => {
  const stored = async (id: number) =>
    (await bodyOf(await call(`/api/contacts/${id}`, withToken(token)))).consentVersion;

  it("is required", async () => {
    await expectFieldError(
      await submitFrom(uniqueClient(), "/api/contacts/submit", enquiry({ consent: false })),
      "consent",
    );
    await expectFieldError(
      await submitFrom(uniqueClient(), "/api/contacts/submit", enquiry({ consent: undefined })),
      "consent",
    );
  });

  it("stores the version the visitor was shown; a changed notice is a new version", async () => {
    const before = (await bodyOf(await call("/api/settings", withToken(token)))).consentVersion as number;
    expect(await stored(await submitEnquiry(enquiry()))).toBe(before);

    const changed = await bodyOf(await send("PUT", "/api/settings", { consentText: unique("New notice") }, token));
    expect(changed.consentVersion).toBe(before + 1);
    // Saving the same text again is not a new version.
    const same = await bodyOf(await send("PUT", "/api/settings", { consentText: changed.consentText }, token));
    expect(same.consentVersion).toBe(before + 1);

    expect(await stored(await submitEnquiry(enquiry()))).toBe(before + 1);
    // A form loaded before the change still says which notice it showed.
    expect(await stored(await submitEnquiry(enquiry({ consentVersion: before })))).toBe(before);
    // A version that never existed is not believed.
    expect(await stored(await submitEnquiry(enquiry({ consentVersion: 999 })))).toBe(before + 1);
  });
});

describe("a testimonial alerts staff", () => {
  it("one alert per notification address, saying it waits for moderation", async () => {
    const name = unique("Client");
    const response = await submitFrom(uniqueClient(), "/api/testimonials/submit", {
      name,
      content: "Thorough and kind.",
      rating: 5,
      publishConsent: true,
      nameDisplay: "initials",
    });
    expect(response.status).toBe(201);
    const { id } = await bodyOf(response);
    const rows = await allSent("testimonial", id, 2);
    expect(rows.map((row) => row.recipient).sort()).toEqual([...STAFF].sort());
    expect(rows[0]?.subject).toBe(`New testimonial from ${name} awaits moderation`);
  });

  it("requires consent to publish", async () => {
    await expectFieldError(
      await submitFrom(uniqueClient(), "/api/testimonials/submit", { name: "A", content: "B" }),
      "publishConsent",
    );
  });
});

describe("newsletter: double opt-in and one-click unsubscribe", () => {
  const subscribe = (email: string) => submitFrom(uniqueClient(), "/api/newsletter/subscribe", { email });
  const listed = async (email: string, status: string) =>
    (await bodyOf(await call(`/api/newsletter?search=${encodeURIComponent(email)}&status=${status}`, withToken(token))))
      .length;

  it("a sign-up is not a subscriber until the emailed link is followed", async () => {
    const email = `${unique("reader")}@example.com`;
    expect((await subscribe(email)).status).toBe(200);
    expect(await listed(email, "subscribed")).toBe(0);

    const row = await latestEmailTo(email, "newsletter_confirm");
    await vi.waitFor(async () => expect((await outboxRow(row.id)).status).toBe("sent"), QUEUE_DELIVERY);
    const message = composeMessage(
      await outboxRow(row.id),
      await readFirmSettings(testDb()),
      env.EMAIL_FROM,
      env.PUBLIC_ORIGIN,
    );
    const links = await newsletterLinksOf(email);
    expect(message.to).toBe(email);
    expect(message.headers).toEqual({
      "List-Unsubscribe": `<${links.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(message.text).toContain(links.confirmUrl);

    const token_ = new URL(links.confirmUrl).searchParams.get("token");
    expect((await send("POST", "/api/newsletter/confirm", { token: token_ })).status).toBe(200);
    expect(await listed(email, "subscribed")).toBe(1);

    // Subscribing again when confirmed sends nothing more.
    await subscribe(email);
    expect((await latestEmailTo(email, "newsletter_confirm")).id).toBe(row.id);
  });

  it("the List-Unsubscribe address unsubscribes with one POST, as RFC 8058 describes", async () => {
    const email = `${unique("reader")}@example.com`;
    await subscribe(email);
    const links = await newsletterLinksOf(email);
    const confirmToken = new URL(links.confirmUrl).searchParams.get("token");
    await send("POST", "/api/newsletter/confirm", { token: confirmToken });

    const path = new URL(links.unsubscribeUrl);
    // A GET (a person, or a link scanner) only leads to the page with the button.
    const opened = await call(`${path.pathname}${path.search}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe(`/newsletter/unsubscribe${path.search}`);
    expect(await listed(email, "subscribed")).toBe(1);
    // Anything but a token is refused, never echoed into the redirect's Location.
    const forged = await call("/api/newsletter/unsubscribe?token=%5C%5Cevil.test%5Cshare");
    expect(forged.status).toBe(400);
    expect(forged.headers.get("location")).toBeNull();

    const oneClick = await call(`${path.pathname}${path.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await listed(email, "subscribed")).toBe(0);
    expect(await listed(email, "unsubscribed")).toBe(1);
  });

  it("refuses links that are not a subscriber's", async () => {
    expect((await send("POST", "/api/newsletter/confirm", { token: "0".repeat(32) })).status).toBe(404);
    expect((await send("POST", "/api/newsletter/confirm", { token: "x" })).status).toBe(400);
    expect((await call(`/api/newsletter/unsubscribe?token=${"0".repeat(32)}`, { method: "POST" })).status).toBe(404);
  });
});
