import { env, exports } from "cloudflare:workers";
import { bookings, emailOutbox, passkeys, teamMembers } from "@db/schema";
import { EMAIL_KINDS } from "@domain/constants";
import type { EmailKind } from "@domain/rows";
import type { SecurityNoticeKind } from "@domain/security-notices";
import { api } from "@worker/api";
import { issueResetToken } from "@worker/auth/password-reset";
import { sendSecurityNotice } from "@worker/auth/security-notice";
import { totpCodeAt } from "@worker/auth/totp";
import { cancelBooking } from "@worker/data/booking/manage";
import { sendDueReminders } from "@worker/data/booking/reminders";
import { readFirmSettings } from "@worker/data/settings";
import { composeMessage } from "@worker/email/compose";
import type { OutboxEmail } from "@worker/email/outbox";
import { appEnv } from "@worker/env";
import { eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { adminToken, jsonInit } from "../support/admin";
import { bodyOf, send, uniqueClient } from "../support/api-calls";
import { bookableAttorneyFixture, bookingDetails } from "../support/booking";
import { insertEnquiry, testDb, unique } from "../support/db";
import { deliver, latestEmailTo, watchedEmail, writeOutbox } from "../support/email";
import { completeAnswers, insertPracticeArea, sampleTemplate } from "../support/questionnaires";
import { createTestAdmin, login, signedInToken } from "../support/sign-in";

/**
 * Issue 28: every absolute URL the Worker writes comes from PUBLIC_ORIGIN (http://site.test in
 * these tests), never from the request's Host or X-Forwarded-Host, for every kind of email.
 */
vi.setConfig({ testTimeout: 30_000 });

const EVIL = "evil.example";
const WITHOUT_LINKS = new Set<EmailKind>(["acknowledgement", "booking_reminder"]);
const ORIGIN = env.PUBLIC_ORIGIN;
const FORGED = { Host: EVIL, "X-Forwarded-Host": EVIL, "X-Forwarded-Proto": "https" };

/** An API call as if sent to a forged host: the URL, Host and X-Forwarded-Host all name it. */
function forged(method: string, path: string, body?: unknown, token?: string) {
  const init = jsonInit(method, body, token);
  const headers = { ...(init.headers as Record<string, string>), ...FORGED, "CF-Connecting-IP": uniqueClient() };
  return api.request(`http://${EVIL}${path}`, { ...init, headers }, env);
}

const lastOutboxId = async () =>
  (await testDb().select({ id: emailOutbox.id }).from(emailOutbox)).reduce((max, row) => Math.max(max, row.id), 0);

/** Every outbox row written after `since`, read in full: none may name the forged host. */
async function rowsSince(since: number) {
  return testDb().select().from(emailOutbox).where(gt(emailOutbox.id, since));
}

let token: string;
beforeAll(async () => {
  token = await adminToken();
  const saved = await send("PUT", "/api/settings", { notificationEmails: ["alerts@whitmore-law.test"] }, token);
  expect(saved.status).toBe(200);
});

/** A consultation booked through the API with a forged host: its id, start and manage secret. */
async function forgedBooking() {
  const { attorneyId, typeId } = await bookableAttorneyFixture();
  const availability = await forged("GET", `/api/bookings/availability?attorney=${attorneyId}&type=${typeId}`);
  const [slot] = (await bodyOf(availability)).slots as { start: string }[];
  if (!slot) throw new Error("no free slot to book");
  const body = { ...bookingDetails(unique("guest")), attorneyId, typeId, start: slot.start };
  const booked = await forged("POST", "/api/bookings", body);
  expect(booked.status).toBe(201);
  return { ...(await bodyOf(booked)), start: slot.start } as { id: number; manageToken: string; start: string };
}

/** A questionnaire sent through a forged host; answers the path of the link the client was emailed. */
async function forgedQuestionnaire() {
  const area = await insertPracticeArea();
  expect((await forged("PUT", `/api/questionnaire-templates/${area.id}`, sampleTemplate(), token)).status).toBe(201);
  const enquiry = await insertEnquiry({ practiceArea: area.title });
  expect((await forged("POST", `/api/contacts/${enquiry.id}/questionnaire`, undefined, token)).status).toBe(201);
  const { link } = (await latestEmailTo(enquiry.email, "questionnaire_request")).payload as { link: string };
  return new URL(link).pathname;
}

/** An engagement letter prepared and sent through a forged host; answers the path of the client's signing link. */
async function forgedLetter() {
  const area = await insertPracticeArea();
  const body = { body: "<p>Dear {{client_name}}: {{scope}}</p>" };
  expect((await forged("PUT", `/api/letter-templates/${area.id}`, body, token)).status).toBe(200);
  const attorney = unique("attorney")
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, "-");
  await testDb()
    .insert(teamMembers)
    .values({ id: attorney, name: "Attorney", role: "Partner", email: `${attorney}@whitmore-law.test` });
  const enquiry = await insertEnquiry({ practiceArea: area.title, assignedTo: attorney });
  const draft = await bodyOf(await forged("POST", "/api/engagement-letters", { contactId: enquiry.id }, token));
  expect((await forged("POST", `/api/engagement-letters/${draft.id}/send`, undefined, token)).status).toBe(200);
  const { link } = (await latestEmailTo(enquiry.email, "engagement_letter_request")).payload as { link: string };
  return new URL(link).pathname;
}

/** A fresh account signed in with an authenticator app enrolled through forged requests. */
async function withForgedTotp() {
  const admin = await createTestAdmin({ role: "editor" });
  const session = await signedInToken(admin);
  const { secret } = await bodyOf(await forged("POST", "/api/account/totp", undefined, session));
  const confirmed = await forged("POST", "/api/account/totp/confirm", { code: totpCodeAt(secret) }, session);
  expect(confirmed.status).toBe(200);
  return { admin, session, recoveryCodes: (await bodyOf(confirmed)).recoveryCodes as string[] };
}

/** The security notices (issue 24), each caused through its real route where a request causes it. */
const SECURITY_CAUSES: Record<SecurityNoticeKind, () => Promise<void>> = {
  password_changed: async () => {
    const admin = await createTestAdmin({ role: "intake" });
    const reset = await issueResetToken(appEnv(env), admin.id);
    const body = { token: reset, password: "violet-harbour-lantern-42", confirmPassword: "violet-harbour-lantern-42" };
    expect((await forged("POST", "/api/password/reset", body)).status).toBe(200);
  },
  totp_added: async () => void (await withForgedTotp()),
  totp_removed: async () => {
    const { session } = await withForgedTotp();
    expect((await forged("DELETE", "/api/account/totp", undefined, session)).status).toBe(200);
  },
  recovery_code_used: async () => {
    const { admin, recoveryCodes } = await withForgedTotp();
    const { pendingToken } = await bodyOf(await login(admin));
    const body = { pendingToken, code: recoveryCodes[0] };
    expect((await forged("POST", "/api/login/second-factor", body)).status).toBe(200);
  },
  passkey_removed: async () => {
    const admin = await createTestAdmin({ role: "editor" });
    const id = unique("credential");
    await testDb().insert(passkeys).values({ id, adminId: admin.id, publicKey: "AAAA", name: "Key" });
    expect((await forged("DELETE", `/api/account/passkeys/${id}`, undefined, await signedInToken(admin))).status).toBe(
      200,
    );
  },
  // Registering needs an authenticator's signed answer for the request's own host; the notice takes no host from it.
  passkey_added: async () => {
    const admin = await createTestAdmin({ role: "editor" });
    await sendSecurityNotice(appEnv(env), admin, "passkey_added", { detail: "Key" });
  },
};

/** Causes each kind of email through its real route, with a forged host on every request. */
const CAUSES: Record<EmailKind, () => Promise<void>> = {
  staff_alert: async () => {
    const response = await forged("POST", "/api/contacts/submit", {
      name: unique("Visitor"),
      email: `${unique("v")}@example.com`,
      subject: "A forged host",
      message: "Please help.",
      consent: true,
    });
    expect(response.status).toBe(201);
  },
  acknowledgement: async () => CAUSES.staff_alert(),
  testimonial_alert: async () => {
    const response = await forged("POST", "/api/testimonials/submit", {
      name: unique("Client"),
      content: "Wonderful.",
      rating: 5,
      publishConsent: true,
    });
    expect(response.status).toBe(201);
  },
  newsletter_confirm: async () => {
    expect((await forged("POST", "/api/newsletter/subscribe", { email: `${unique("r")}@example.com` })).status).toBe(
      200,
    );
  },
  assignment_alert: async () => {
    const attorney = unique("attorney")
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, "-");
    await testDb()
      .insert(teamMembers)
      .values({ id: attorney, name: "Attorney", role: "Partner", email: `${attorney}@whitmore-law.test` });
    const submitted = await forged("POST", "/api/contacts/submit", {
      name: unique("Visitor"),
      email: `${unique("v")}@example.com`,
      subject: "To assign",
      message: "Please help.",
      consent: true,
    });
    const { id } = await bodyOf(submitted);
    expect((await forged("PUT", `/api/contacts/${id}/assignee`, { assignedTo: attorney }, token)).status).toBe(200);
  },
  staff_invite: async () => {
    const body = { email: `${unique("new")}@whitmore-law.test`, name: "New Person", role: "editor" };
    expect((await forged("POST", "/api/invitations", body, token)).status).toBe(201);
  },
  password_reset: async () => {
    const admin = await createTestAdmin();
    expect((await forged("POST", "/api/password/forgot", { email: admin.email })).status).toBe(200);
  },
  booking_confirmation: async () => void (await forgedBooking()),
  booking_alert: async () => void (await forgedBooking()),
  // Cancelling (the manage page's action) takes no host from the request at all: it names PUBLIC_ORIGIN.
  booking_cancelled: async () => {
    const { id } = await forgedBooking();
    const [booking] = await testDb().select().from(bookings).where(eq(bookings.id, id));
    if (!booking) throw new Error("the forged booking was not stored");
    const app = appEnv(env);
    expect(await cancelBooking(app, booking, new Date().toISOString(), app.publicOrigin)).not.toBeNull();
  },
  // The cron has no request to forge; the booking it reminds of was made through a forged host.
  booking_reminder: async () => {
    const { start } = await forgedBooking();
    const due = new Date(Date.parse(start) - 23 * 3600_000);
    expect(await sendDueReminders(appEnv(env), due)).toBeGreaterThanOrEqual(1);
  },
  questionnaire_request: async () => void (await forgedQuestionnaire()),
  // The client's page action, posted to the forged host.
  questionnaire_submitted: async () => {
    const path = await forgedQuestionnaire();
    const response = await exports.default.fetch(`http://${EVIL}${path}`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams(completeAnswers("submit")),
      headers: { ...FORGED, "CF-Connecting-IP": uniqueClient() },
    });
    expect(response.status).toBe(303);
  },
  engagement_letter_request: async () => void (await forgedLetter()),
  // The client's signature, posted to the forged host with the hash of the letter its page showed.
  engagement_letter_signed: async () => {
    const path = await forgedLetter();
    const shown = await (await exports.default.fetch(`http://${EVIL}${path}`, { headers: FORGED })).text();
    const document = /name="document" value="([0-9a-f]{64})"/.exec(shown)?.[1] ?? "";
    const response = await exports.default.fetch(`http://${EVIL}${path}`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ document, consent: "on", typedName: "Ann Lee" }),
      headers: { ...FORGED, "CF-Connecting-IP": uniqueClient() },
    });
    expect(response.status).toBe(303);
  },
  ...SECURITY_CAUSES,
};

describe("emails with a forged Host and X-Forwarded-Host", () => {
  it.each(EMAIL_KINDS)("%s: no outbox row names the forged host; its links are on PUBLIC_ORIGIN", async (kind) => {
    const since = await lastOutboxId();
    await CAUSES[kind]();
    const rows = await rowsSince(since);
    const ofKind = rows.filter((row) => row.kind === kind);
    expect(ofKind.length).toBeGreaterThan(0);
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(EVIL);
    const firm = await readFirmSettings(testDb());
    for (const row of ofKind) {
      const message = composeMessage(row, firm, env.EMAIL_FROM, ORIGIN);
      expect(JSON.stringify(message)).not.toContain(EVIL);
      // Every kind but these carries a link back to the site (the reminder points to the confirmation's).
      if (!WITHOUT_LINKS.has(kind)) expect(message.text).toContain(`${ORIGIN}/`);
    }
  });
});

describe("a row stored before the fix, with a forged link in it", () => {
  const legacy: OutboxEmail[] = [
    {
      kind: "staff_invite",
      to: `${unique("invitee")}@example.com`,
      key: unique("legacy"),
      payload: { link: `http://${EVIL}/admin/invitation#token=abc`, name: "N", invitedBy: "O", expiresInHours: 72 },
    },
    {
      kind: "newsletter_confirm",
      to: `${unique("reader")}@example.com`,
      key: unique("legacy"),
      payload: {
        confirmUrl: `http://${EVIL}/newsletter/confirm?token=t1`,
        unsubscribeUrl: `http://${EVIL}:8080/api/newsletter/unsubscribe?token=t1`,
      },
    },
    {
      kind: "staff_alert",
      to: "alerts@whitmore-law.test",
      key: unique("legacy"),
      ref: { type: "contact", id: 1 },
      payload: {
        siteUrl: `https://${EVIL}`,
        enquiry: {
          name: "V",
          email: "v@example.com",
          phone: null,
          subject: "S",
          message: "M",
          practiceArea: null,
          otherParties: null,
        },
      },
    },
  ];

  it("is sent (as a Resend sends it) with every link moved to PUBLIC_ORIGIN, path and token kept", async () => {
    const ids = await writeOutbox(...legacy);
    const watch = watchedEmail();
    await deliver(ids, { env: watch.env });
    expect(watch.sent).toHaveLength(legacy.length);
    const sent = JSON.stringify(watch.sent);
    expect(sent).not.toContain(EVIL);
    expect(sent).toContain(`${ORIGIN}/admin/invitation#token=abc`);
    expect(sent).toContain(`${ORIGIN}/newsletter/confirm?token=t1`);
    expect(sent).toContain(`<${ORIGIN}/api/newsletter/unsubscribe?token=t1>`);
    expect(sent).toContain(`${ORIGIN}/admin/contacts?open=1`);
  });
});

describe("pages and feeds with a forged Host and X-Forwarded-Host", () => {
  it.each(["/sitemap.xml", "/robots.txt", "/rss.xml", "/", "/contact"])("%s names PUBLIC_ORIGIN only", async (path) => {
    const response = await exports.default.fetch(`http://${EVIL}${path}`, { headers: FORGED });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(EVIL);
    expect(text).toContain(ORIGIN);
  });
});
