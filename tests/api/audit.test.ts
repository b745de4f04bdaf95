import { env } from "cloudflare:workers";
import { auditLog, passkeys, teamMembers, totpFactors } from "@db/schema";
import { type AuditAction, type AuditEntry, REDACTED, SECRET_FIELD } from "@domain/audit";
import { api } from "@worker/api";
import { purgeAuditJob } from "@worker/audit/purge";
import { resolveTarget } from "@worker/audit/targets";
import { totpCodeAt } from "@worker/auth/totp";
import { appEnv } from "@worker/env";
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { itemNames, readableItem } from "~/lib/admin/activity-readable";
import { bodyOf, listOf, send, submitFrom, uniqueClient } from "../support/api-calls";
import { bookableAttorneyFixture, bookedThroughApi } from "../support/booking";
import { areaBody, createArea, createPost, postBody } from "../support/content";
import { insertEnquiry, testDb, unique } from "../support/db";
import { invitationTokenOf } from "../support/email";
import { PNG } from "../support/image-bytes";
import { insertPracticeArea, sampleTemplate } from "../support/questionnaires";
import { isPublic, normalised, resourceOfRoute, servedRoutes } from "../support/routes";
import { createTestAdmin, login, signedInToken, type TestAdmin } from "../support/sign-in";

// Every admin write route, found by walking the router, leaves an audit row naming who did what to
// which item, with the changed fields, and never a password, token or other secret.

const PASSWORD = "a long enough passphrase";

let owner: TestAdmin;
let token = "";
/** Every secret a call in this file sent or received: none may appear in any audit row. */
const secrets = new Set<string>([PASSWORD]);

beforeAll(async () => {
  owner = await createTestAdmin({ role: "owner", password: PASSWORD });
  token = await signedInToken(owner);
  secrets.add(token);
});

const created = async (response: Response) => {
  expect(response.status, await response.clone().text()).toBe(201);
  return bodyOf(response);
};
const testimonial = { name: unique("Client"), content: "They listened.", rating: 5, service: "Family Law" };
const member = () => ({ name: `Avery ${unique("Quill").replaceAll("-", "")}`, role: "Partner" });

async function enquiryId(): Promise<number> {
  const body = {
    name: "Enquirer",
    email: `${unique("e")}@example.com`,
    subject: "Lease",
    message: "Help?",
    consent: true,
  };
  return (await created(await submitFrom(uniqueClient(), "/api/contacts/submit", body))).id;
}

/** An enquiry assigned to an attorney, in an area with a letter template: one a letter can be prepared for. */
async function letterEnquiryId(): Promise<number> {
  const area = await insertPracticeArea();
  await send("PUT", `/api/letter-templates/${area.id}`, { body: "<p>{{client_name}}: {{scope}}</p>" }, token);
  const attorney = unique("attorney").toLowerCase();
  await testDb().insert(teamMembers).values({ id: attorney, name: "Attorney", role: "Partner" });
  return (await insertEnquiry({ practiceArea: area.title, assignedTo: attorney })).id;
}

const prepareLetter = async () =>
  send("POST", "/api/engagement-letters", { contactId: await letterEnquiryId() }, token);
const draftLetterId = async (): Promise<number> => (await created(await prepareLetter())).id;

async function subscriberId(): Promise<number> {
  const email = `${unique("s")}@example.com`;
  await submitFrom(uniqueClient(), "/api/newsletter/subscribe", { email });
  const { items } = await listOf(
    await send("GET", `/api/newsletter?search=${encodeURIComponent(email)}`, undefined, token),
  );
  return Number(items[0]?.id);
}

/** A fresh upload's media-library id. */
async function uploadedId(): Promise<number> {
  const form = new FormData();
  form.set("kind", "photo");
  form.set("file", new File([PNG as BlobPart], "a.png", { type: "image/png" }));
  const response = await api.request(
    "/api/uploads",
    { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } },
    env,
  );
  return (await bodyOf(response)).id;
}

async function invite(): Promise<{ id: number; token: string }> {
  const email = `${unique("invitee")}@example.com`;
  const body = await created(await send("POST", "/api/invitations", { email, name: "N", role: "editor" }, token));
  const invitationToken = await invitationTokenOf(email);
  secrets.add(invitationToken);
  return { id: body.invitation.id, token: invitationToken };
}

/** Starts and confirms an authenticator app for the owner; its secret joins the secrets. */
async function confirmTotp(): Promise<Response> {
  const setup = await bodyOf(await send("POST", "/api/account/totp", undefined, token));
  secrets.add(setup.secret);
  return send("POST", "/api/account/totp/confirm", { code: totpCodeAt(setup.secret) }, token);
}

/** A stored passkey of the owner (a registration needs a real authenticator: the e2e spec adds one). */
async function storedPasskey(): Promise<string> {
  const id = unique("credential");
  await testDb().insert(passkeys).values({ id, adminId: owner.id, publicKey: "pQECAyYgASFYIA", name: "Test key" });
  return id;
}

/** Two hours of a new bookable attorney's time, tomorrow. */
async function blockBody() {
  const { attorneyId } = await bookableAttorneyFixture();
  const start = new Date(Date.now() + 86_400_000).toISOString();
  return { attorneyId, start, end: new Date(Date.parse(start) + 7_200_000).toISOString(), reason: "Court" };
}

type Fixture = { call: () => Promise<Response>; action: AuditAction; entity: string };

/** One valid call per admin write route (router paths with `{}` for parameters), and the row it must leave. */
const WRITES: Record<string, Fixture> = {
  "POST /api/logout": {
    call: async () => send("POST", "/api/logout", undefined, await signedInToken(owner)),
    action: "sign_out",
    entity: "session",
  },
  "POST /api/account/password": {
    // Changed and changed back through the same session (the one a change keeps), so later calls still sign in.
    call: async () => {
      const other = "another long enough passphrase";
      secrets.add(other);
      const change = { currentPassword: PASSWORD, newPassword: other, confirmPassword: other };
      expect((await send("POST", "/api/account/password", change, token)).status).toBe(200);
      return send(
        "POST",
        "/api/account/password",
        { currentPassword: other, newPassword: PASSWORD, confirmPassword: PASSWORD },
        token,
      );
    },
    action: "update",
    entity: "password",
  },
  "DELETE /api/account/sessions/{}": {
    call: async () => {
      secrets.add(await signedInToken(owner));
      const sessions = await bodyOf(await send("GET", "/api/account/sessions", undefined, token));
      const other = sessions.find((s: { current: boolean }) => !s.current);
      return send("DELETE", `/api/account/sessions/${other.id}`, undefined, token);
    },
    action: "session_ended",
    entity: "session",
  },
  "DELETE /api/account/passkeys/{}": {
    call: async () => send("DELETE", `/api/account/passkeys/${await storedPasskey()}`, undefined, token),
    action: "passkey_removed",
    entity: "passkey",
  },
  "POST /api/account/totp/confirm": {
    call: async () => {
      const response = await confirmTotp();
      // Off again without a row of its own, so the owner still signs in with a password alone.
      await testDb().delete(totpFactors).where(eq(totpFactors.adminId, owner.id));
      return response;
    },
    action: "create",
    entity: "authenticator",
  },
  "DELETE /api/account/totp": {
    call: async () => {
      expect((await confirmTotp()).status).toBe(200);
      return send("DELETE", "/api/account/totp", undefined, token);
    },
    action: "delete",
    entity: "authenticator",
  },
  "PUT /api/auth-policy": {
    // On, then off again at once: the newest row is the change back.
    call: async () => {
      expect((await send("PUT", "/api/auth-policy", { requireSecondFactor: true }, token)).status).toBe(200);
      return send("PUT", "/api/auth-policy", { requireSecondFactor: false }, token);
    },
    action: "update",
    entity: "auth_policy",
  },
  "POST /api/blog": {
    call: async () => send("POST", "/api/blog", postBody(), token),
    action: "create",
    entity: "blog_post",
  },
  "PUT /api/blog/{}": {
    call: async () =>
      send("PUT", `/api/blog/${(await createPost(token)).id}`, postBody({ title: unique("New") }), token),
    action: "update",
    entity: "blog_post",
  },
  "DELETE /api/blog/{}": {
    call: async () => send("DELETE", `/api/blog/${(await createPost(token)).id}`, undefined, token),
    action: "delete",
    entity: "blog_post",
  },
  "POST /api/practice-areas": {
    call: async () => send("POST", "/api/practice-areas", areaBody(), token),
    action: "create",
    entity: "practice_area",
  },
  "PUT /api/practice-areas/{}": {
    call: async () =>
      send("PUT", `/api/practice-areas/${(await createArea(token)).id}`, areaBody({ description: "New." }), token),
    action: "update",
    entity: "practice_area",
  },
  "DELETE /api/practice-areas/{}": {
    call: async () => send("DELETE", `/api/practice-areas/${(await createArea(token)).id}`, undefined, token),
    action: "delete",
    entity: "practice_area",
  },
  "POST /api/team": {
    call: async () => send("POST", "/api/team", member(), token),
    action: "create",
    entity: "team_member",
  },
  "PUT /api/team/{}": {
    call: async () => {
      const { id } = await created(await send("POST", "/api/team", member(), token));
      return send("PUT", `/api/team/${id}`, { ...member(), role: "Of Counsel" }, token);
    },
    action: "update",
    entity: "team_member",
  },
  "POST /api/team/{}/move": {
    call: async () => {
      const { id } = await created(await send("POST", "/api/team", member(), token));
      return send("POST", `/api/team/${id}/move`, { direction: "up" }, token);
    },
    action: "update",
    entity: "team_member",
  },
  "DELETE /api/team/{}": {
    call: async () => {
      const { id } = await created(await send("POST", "/api/team", member(), token));
      return send("DELETE", `/api/team/${id}`, undefined, token);
    },
    action: "delete",
    entity: "team_member",
  },
  "POST /api/testimonials": {
    call: async () => send("POST", "/api/testimonials", testimonial, token),
    action: "create",
    entity: "testimonial",
  },
  "PUT /api/testimonials/{}": {
    call: async () => {
      const { id } = await created(await send("POST", "/api/testimonials", testimonial, token));
      return send("PUT", `/api/testimonials/${id}`, { status: "approved" }, token);
    },
    action: "status_change",
    entity: "testimonial",
  },
  "DELETE /api/testimonials/{}": {
    call: async () => {
      const { id } = await created(await send("POST", "/api/testimonials", testimonial, token));
      return send("DELETE", `/api/testimonials/${id}`, undefined, token);
    },
    action: "delete",
    entity: "testimonial",
  },
  "PUT /api/contacts/{}": {
    call: async () => send("PUT", `/api/contacts/${await enquiryId()}`, { status: "responded" }, token),
    action: "status_change",
    entity: "contact",
  },
  "DELETE /api/contacts/{}": {
    call: async () => send("DELETE", `/api/contacts/${await enquiryId()}`, undefined, token),
    action: "delete",
    entity: "contact",
  },
  "POST /api/contacts/{}/opened": {
    call: async () => send("POST", `/api/contacts/${await enquiryId()}/opened`, undefined, token),
    action: "update",
    entity: "contact",
  },
  "PUT /api/contacts/{}/assignee": {
    call: async () => {
      const attorney = await created(await send("POST", "/api/team", member(), token));
      return send("PUT", `/api/contacts/${await enquiryId()}/assignee`, { assignedTo: attorney.id }, token);
    },
    action: "update",
    entity: "contact",
  },
  "POST /api/contacts/{}/notes": {
    call: async () => send("POST", `/api/contacts/${await enquiryId()}/notes`, { body: "Called back." }, token),
    action: "note_added",
    entity: "contact",
  },
  "POST /api/contacts/{}/resend": {
    call: async () => send("POST", `/api/contacts/${await enquiryId()}/resend`, { kind: "acknowledgement" }, token),
    action: "email_resent",
    entity: "contact",
  },
  "POST /api/contacts/{}/questionnaire": {
    call: async () => {
      const area = await insertPracticeArea();
      await send("PUT", `/api/questionnaire-templates/${area.id}`, sampleTemplate(), token);
      const enquiry = await insertEnquiry({ practiceArea: area.title });
      return send("POST", `/api/contacts/${enquiry.id}/questionnaire`, undefined, token);
    },
    action: "questionnaire_sent",
    entity: "contact",
  },
  "PUT /api/questionnaire-templates/{}": {
    call: async () =>
      send("PUT", `/api/questionnaire-templates/${(await insertPracticeArea()).id}`, sampleTemplate(), token),
    action: "update",
    entity: "questionnaire_template",
  },
  "POST /api/newsletter/{}/unsubscribe": {
    call: async () => send("POST", `/api/newsletter/${await subscriberId()}/unsubscribe`, undefined, token),
    action: "unsubscribe",
    entity: "subscriber",
  },
  "DELETE /api/newsletter/{}": {
    call: async () => send("DELETE", `/api/newsletter/${await subscriberId()}`, undefined, token),
    action: "delete",
    entity: "subscriber",
  },
  "POST /api/content/{}/{}/preview": {
    call: async () => send("POST", `/api/content/post/${(await createPost(token)).id}/preview`, undefined, token),
    action: "preview_shared",
    entity: "content",
  },
  "POST /api/content/{}/{}/revisions/{}/restore": {
    call: async () => {
      const post = await createPost(token);
      const revisions = await (await send("GET", `/api/content/post/${post.id}/revisions`, undefined, token)).json();
      const [revision] = revisions as { id: number }[];
      return send("POST", `/api/content/post/${post.id}/revisions/${revision?.id}/restore`, undefined, token);
    },
    action: "revision_restored",
    entity: "content",
  },
  "PUT /api/letter-templates/{}": {
    call: async () =>
      send("PUT", `/api/letter-templates/${(await createArea(token)).id}`, { body: "<p>{{scope}}</p>" }, token),
    action: "update",
    entity: "letter_template",
  },
  "POST /api/engagement-letters": {
    call: prepareLetter,
    action: "create",
    entity: "engagement_letter",
  },
  "PUT /api/engagement-letters/{}": {
    call: async () =>
      send(
        "PUT",
        `/api/engagement-letters/${await draftLetterId()}`,
        { scope: "Advice.", feeTerms: "", body: "<p>{{scope}}</p>" },
        token,
      ),
    action: "update",
    entity: "engagement_letter",
  },
  "POST /api/engagement-letters/{}/send": {
    call: async () => send("POST", `/api/engagement-letters/${await draftLetterId()}/send`, undefined, token),
    action: "letter_sent",
    entity: "engagement_letter",
  },
  "POST /api/engagement-letters/{}/withdraw": {
    call: async () => send("POST", `/api/engagement-letters/${await draftLetterId()}/withdraw`, undefined, token),
    action: "letter_withdrawn",
    entity: "engagement_letter",
  },
  "PUT /api/page-seo/{}": {
    call: async () => send("PUT", "/api/page-seo/about", { metaDescription: "About the firm." }, token),
    action: "update",
    entity: "page_seo",
  },
  "PUT /api/settings": {
    call: async () => send("PUT", "/api/settings", { phone: "(555) 010-2030" }, token),
    action: "update",
    entity: "settings",
  },
  "POST /api/uploads": {
    call: async () => {
      const form = new FormData();
      form.set("kind", "photo");
      form.set("file", new File([PNG as BlobPart], "a.png", { type: "image/png" }));
      return api.request(
        "/api/uploads",
        { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } },
        env,
      );
    },
    action: "upload",
    entity: "media",
  },
  "PUT /api/media/{}": {
    call: async () => send("PUT", `/api/media/${await uploadedId()}`, { alt: "The firm's front door" }, token),
    action: "update",
    entity: "media",
  },
  "DELETE /api/media/{}": {
    call: async () => send("DELETE", `/api/media/${await uploadedId()}`, undefined, token),
    action: "delete",
    entity: "media",
  },
  "POST /api/invitations": {
    call: async () => {
      const email = `${unique("invitee")}@example.com`;
      const response = await send("POST", "/api/invitations", { email, name: "N", role: "intake" }, token);
      secrets.add(await invitationTokenOf(email));
      return response;
    },
    action: "invite",
    entity: "invitation",
  },
  "DELETE /api/invitations/{}": {
    call: async () => send("DELETE", `/api/invitations/${(await invite()).id}`, undefined, token),
    action: "invitation_withdrawn",
    entity: "invitation",
  },
  "PUT /api/staff/{}/role": {
    call: async () => send("PUT", `/api/staff/${(await createTestAdmin()).id}/role`, { role: "editor" }, token),
    action: "role_change",
    entity: "staff",
  },
  "POST /api/staff/{}/deactivate": {
    call: async () => send("POST", `/api/staff/${(await createTestAdmin()).id}/deactivate`, undefined, token),
    action: "deactivate",
    entity: "staff",
  },
  "POST /api/staff/{}/reactivate": {
    call: async () => {
      const { id } = await createTestAdmin();
      await send("POST", `/api/staff/${id}/deactivate`, undefined, token);
      return send("POST", `/api/staff/${id}/reactivate`, undefined, token);
    },
    action: "reactivate",
    entity: "staff",
  },
  "POST /api/calendar/bookings/{}/reschedule": {
    call: async () => {
      const { booking, slots } = await bookedThroughApi();
      return send("POST", `/api/calendar/bookings/${booking.id}/reschedule`, { start: slots[6]?.start }, token);
    },
    action: "rescheduled",
    entity: "booking",
  },
  "POST /api/calendar/bookings/{}/cancel": {
    call: async () =>
      send("POST", `/api/calendar/bookings/${(await bookedThroughApi()).booking.id}/cancel`, undefined, token),
    action: "cancelled",
    entity: "booking",
  },
  "POST /api/calendar/blocks": {
    call: async () => send("POST", "/api/calendar/blocks", await blockBody(), token),
    action: "create",
    entity: "time_block",
  },
  "DELETE /api/calendar/blocks/{}": {
    call: async () => {
      const { id } = await created(await send("POST", "/api/calendar/blocks", await blockBody(), token));
      return send("DELETE", `/api/calendar/blocks/${id}`, undefined, token);
    },
    action: "delete",
    entity: "time_block",
  },
  "PUT /api/booking-settings": {
    call: async () =>
      send(
        "PUT",
        "/api/booking-settings",
        {
          bufferMinutes: 15,
          noticeMinutes: 1440,
          horizonDays: 30,
          stepMinutes: 30,
          types: [{ name: "Initial consultation", minutes: 30, modes: ["phone"], priceNote: "" }],
          closures: [],
        },
        token,
      ),
    action: "update",
    entity: "booking_settings",
  },
  "PUT /api/attorney-availability/{}": {
    call: async () => {
      const { attorneyId, typeId } = await bookableAttorneyFixture();
      const hours = [{ weekday: 2, start: "09:00", end: "11:00" }];
      return send(
        "PUT",
        `/api/attorney-availability/${attorneyId}`,
        { hours, typeIds: [typeId], practiceAreaIds: [] },
        token,
      );
    },
    action: "update",
    entity: "attorney_availability",
  },
  "POST /api/attorney-availability/{}/time-off": {
    call: async () => {
      const { attorneyId } = await bookableAttorneyFixture();
      return send("POST", `/api/attorney-availability/${attorneyId}/time-off`, timeOffBody, token);
    },
    action: "update",
    entity: "attorney_availability",
  },
  "DELETE /api/attorney-availability/{}/time-off/{}": {
    call: async () => {
      const { attorneyId } = await bookableAttorneyFixture();
      const added = await send("POST", `/api/attorney-availability/${attorneyId}/time-off`, timeOffBody, token);
      const { timeOff } = (await bodyOf(added)) as { timeOff: { id: number }[] };
      return send("DELETE", `/api/attorney-availability/${attorneyId}/time-off/${timeOff[0]?.id}`, undefined, token);
    },
    action: "update",
    entity: "attorney_availability",
  },
};

/** A day off far enough ahead to be inside no test's booking horizon. */
const timeOffBody = { startDate: "2031-03-03", endDate: "2031-03-03", label: "Court" };

/** Writes that cannot run here, and where they are covered instead. */
const COVERED_ELSEWHERE: Record<string, string> = {
  "POST /api/account/passkeys": "needs a real authenticator: tests/e2e/admin-second-factor.spec.ts adds a passkey",
};

/** Admin writes, but the first steps that change nothing yet (passkey options, an authenticator's QR code). */
const writeRoutes = servedRoutes().filter(
  (r) =>
    r.method !== "GET" &&
    !isPublic(r.method, r.path) &&
    !resolveTarget(resourceOfRoute(r), r.method, r.path, r.path).skip &&
    !COVERED_ELSEWHERE[`${r.method} ${normalised(r.path)}`],
);
const newestRow = async () => (await testDb().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

/** No secret value anywhere in the row, and every secret-named field only ever "[redacted]". */
function expectNoSecret(row: unknown) {
  const text = JSON.stringify(row);
  for (const secret of secrets) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/argon2id\$|pbkdf2-sha256\$/);
  const changes = (row as { changes: Record<string, unknown[]> | null }).changes ?? {};
  for (const [field, values] of Object.entries(changes)) {
    if (SECRET_FIELD.test(field)) for (const v of values) expect([REDACTED, null]).toContain(v);
  }
}

describe("the audit log", () => {
  it("records adding a passkey as such (the call itself needs a real authenticator)", () => {
    const route = { method: "POST", path: "/api/account/passkeys" };
    expect(resolveTarget(resourceOfRoute(route), route.method, route.path, route.path)).toMatchObject({
      action: "passkey_added",
      entity: "passkey",
      skip: false,
    });
  });

  it("has a valid call for every admin write route the router serves", () => {
    const missing = writeRoutes.map((r) => `${r.method} ${normalised(r.path)}`).filter((key) => !WRITES[key]);
    expect(missing).toEqual([]);
  });

  it.each(writeRoutes.map((r) => [`${r.method} ${normalised(r.path)}`] as const))(
    "%s writes an audit row with who, what and the changes, and no secret",
    async (key) => {
      const fixture = WRITES[key];
      if (!fixture) throw new Error(`no fixture for ${key}`);
      const response = await fixture.call();
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      const row = await newestRow();
      expect(row).toMatchObject({
        actorId: owner.id,
        actorEmail: owner.email,
        action: fixture.action,
        entity: fixture.entity,
      });
      expect(row?.entityId).toBeTruthy();
      expect(row?.address).toBeTruthy();
      // Nothing to compare: a sign-out, a delete, a preview link (changes nothing), a restore (the revision holds the fields).
      const unchanged = ["sign_out", "delete", "preview_shared", "revision_restored", "note_added", "email_resent"];
      if (!unchanged.includes(fixture.action)) expect(row?.changes).not.toBeNull();
      expectNoSecret(row);
    },
  );

  it("keeps only the changed fields of an update, long texts cut", async () => {
    const post = await createPost(token, { content: `<p>${"x".repeat(1000)}</p>` });
    await send(
      "PUT",
      `/api/blog/${post.id}`,
      postBody({ title: "Only the title changed", content: post.content }),
      token,
    );
    const row = await newestRow();
    expect(Object.keys(row?.changes ?? {}).sort()).toEqual(
      ["slug", "title"].filter((k) => k in (row?.changes ?? {})).sort(),
    );
    expect(row?.changes?.title).toEqual([post.title, "Only the title changed"]);
  });

  it("records sign-in success and failure, never the password tried", async () => {
    const wrong = "not the right passphrase";
    secrets.add(wrong);
    expect((await login({ email: owner.email, password: wrong }, "203.0.113.50")).status).toBe(401);
    const failed = await newestRow();
    expect(failed).toMatchObject({
      action: "sign_in_failed",
      actorId: null,
      actorEmail: owner.email,
      address: "203.0.113.50",
    });
    expectNoSecret(failed);
    const ok = await login({ email: owner.email, password: PASSWORD }, "203.0.113.51");
    secrets.add((await bodyOf(ok)).token);
    const signedIn = await newestRow();
    expect(signedIn).toMatchObject({ action: "sign_in", actorId: owner.id, address: "203.0.113.51" });
    expectNoSecret(signedIn);
  });

  it("records an accepted invitation without its token or the password chosen", async () => {
    const { token: invitationToken } = await invite();
    const chosen = "the invitee's own passphrase";
    secrets.add(chosen);
    expect(
      (
        await send("POST", "/api/invitations/accept", {
          token: invitationToken,
          password: chosen,
          confirmPassword: chosen,
        })
      ).status,
    ).toBe(201);
    const row = await newestRow();
    expect(row).toMatchObject({ action: "invitation_accepted", entity: "staff" });
    expectNoSecret(row);
  });

  it("names the person or thing of each entry, as the dashboard's Staff Activity and the Activity screen show it", async () => {
    const holder = await createTestAdmin({ role: "editor", name: `Robin ${unique("Ash").replaceAll("-", "")}` });
    secrets.add(await signedInToken(holder));
    const signIn = await newestRow();
    expect((await send("PUT", `/api/staff/${holder.id}/role`, { role: "intake" }, token)).status).toBe(200);
    const roleChange = await newestRow();
    const { id: invitationId } = await invite();
    const invited = await newestRow();
    expect(invited?.entityId).toBe(String(invitationId));
    expect((await send("DELETE", `/api/invitations/${invitationId}`, undefined, token)).status).toBe(200);
    const withdrawn = await newestRow();

    const shown = await listOf(await send("GET", "/api/audit?limit=100", undefined, token));
    const staff: { id: number; name: string }[] = await bodyOf(await send("GET", "/api/staff", undefined, token));
    const people = new Map(staff.map((p) => [p.id, p.name]));
    const item = (row: typeof signIn) => {
      const entry = shown.items.find((e) => e.id === row?.id);
      expect(entry, `entry ${row?.id} listed`).toBeDefined();
      return readableItem(entry as AuditEntry, people, itemNames(shown.items as AuditEntry[]));
    };
    const email = String(invited?.changes?.email?.[1]);
    expect(email).toMatch(/^invitee-.*@example\.com$/);
    expect([item(signIn), item(roleChange), item(invited), item(withdrawn)]).toEqual([
      `Session: ${holder.name}`,
      `Staff account: ${holder.name}`,
      `Invitation: ${email}`,
      `Invitation: ${email}`,
    ]);
  });

  it("lists rows for owners with filters and paging", async () => {
    const other = await createTestAdmin({ role: "owner" });
    const otherToken = await signedInToken(other);
    for (let i = 0; i < 3; i++) await send("POST", "/api/blog", postBody(), otherToken);
    const mine = await listOf(
      await send("GET", `/api/audit?actor=${other.id}&entity=blog_post&limit=2`, undefined, token),
    );
    expect(mine.total).toBe(3);
    expect(mine.items).toHaveLength(2);
    expect(mine.items.every((r) => r.actorId === other.id && r.action === "create")).toBe(true);
    const page2 = await listOf(
      await send("GET", `/api/audit?actor=${other.id}&entity=blog_post&limit=2&page=2`, undefined, token),
    );
    expect(page2.items).toHaveLength(1);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await listOf(
      await send("GET", `/api/audit?actor=${other.id}&from=${today}&to=${today}`, undefined, token),
    );
    expect(dated.total).toBeGreaterThanOrEqual(3);
    const past = await listOf(await send("GET", `/api/audit?actor=${other.id}&to=2020-01-01`, undefined, token));
    expect(past.total).toBe(0);
    const byAction = await listOf(await send("GET", "/api/audit?action=sign_in_failed", undefined, token));
    expect(byAction.items.every((r) => r.action === "sign_in_failed")).toBe(true);
  });

  it("purges rows older than the retention period in the daily job", async () => {
    const old = new Date(Date.now() - 400 * 86_400_000).toISOString();
    const recent = new Date(Date.now() - 300 * 86_400_000).toISOString();
    const [a, b] = await testDb()
      .insert(auditLog)
      .values([
        { createdAt: old, action: "other", entity: "test", actorEmail: "old@example.com" },
        { createdAt: recent, action: "other", entity: "test", actorEmail: "recent@example.com" },
      ])
      .returning();
    expect(purgeAuditJob.schedule).toBe("daily");
    expect(await purgeAuditJob.run(appEnv(env), new Date())).toBeGreaterThanOrEqual(1);
    const left = await testDb().select().from(auditLog).where(eq(auditLog.entity, "test"));
    expect(left.map((r) => r.id)).toEqual([b?.id]);
    expect(a?.id).toBeDefined();
  });
});
