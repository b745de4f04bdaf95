import { teamMembers } from "@db/schema";
import type { ContactStatus } from "@domain/rows";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ENQUIRY_STATE_LABELS } from "~/lib/admin/intake-text";

// The real queue delivers within a second or two; a few deliveries in one test need more than 5 s.
vi.setConfig({ testTimeout: 30_000 });

import { adminToken } from "../support/admin";
import {
  bodyOf,
  call,
  expectError,
  expectFieldError,
  listOf,
  send,
  submitFrom,
  uniqueClient,
  withToken,
} from "../support/api-calls";
import { testDb, unique } from "../support/db";
import { outboxFor, QUEUE_DELIVERY } from "../support/email";

let token: string;
beforeAll(async () => {
  token = await adminToken();
  // Staff alerts go to the firm email when no notification addresses are set.
  expect((await send("PUT", "/api/settings", { email: "info@whitmore-law.test" }, token)).status).toBe(200);
});

async function submit(overrides: Record<string, unknown> = {}) {
  const response = await submitFrom(uniqueClient(), "/api/contacts/submit", {
    name: unique("Visitor"),
    email: `${unique("v")}@example.com`,
    subject: unique("Subject"),
    message: "Please help.",
    consent: true,
    ...overrides,
  });
  expect(response.status).toBe(201);
  return (await bodyOf(response)).id as number;
}

const intakeOf = async (id: number) => bodyOf(await call(`/api/contacts/${id}/intake`, withToken(token)));
const contactOf = async (id: number) => bodyOf(await call(`/api/contacts/${id}`, withToken(token)));

async function attorney(email: string | null) {
  const id = unique("attorney")
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, "-");
  await testDb()
    .insert(teamMembers)
    .values({ id, name: `Attorney ${id}`, role: "Partner", email });
  return id;
}

describe("opening an enquiry", () => {
  it("sets the opened time once, and the state the screens name stays true: opened, not yet answered", async () => {
    const stats = async () => (await bodyOf(await call("/api/dashboard", withToken(token)))).newEnquiries as number;
    const id = await submit();
    const before = await stats();
    expect((await contactOf(id)).openedAt).toBeNull();

    const opened = await bodyOf(await send("POST", `/api/contacts/${id}/opened`, undefined, token));
    expect(opened.openedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await stats()).toBe(before);
    // Opened but not answered: the stored status says nobody has replied, and the screens name it so.
    const { status } = await contactOf(id);
    expect([status, ENQUIRY_STATE_LABELS[status as ContactStatus]]).toEqual(["unread", "Awaiting reply"]);
    await send("PUT", `/api/contacts/${id}`, { status: "handled" }, token);
    expect(await stats()).toBe(before - 1);
    const again = await bodyOf(await send("POST", `/api/contacts/${id}/opened`, undefined, token));
    expect(again.openedAt).toBe(opened.openedAt);
    await expectError(await send("POST", "/api/contacts/999999/opened", undefined, token), 404, "not_found");
  });
});

describe("assigning an enquiry", () => {
  it("stores the attorney, alerts an attorney with an email, and the list filters by assignee", async () => {
    const withEmail = await attorney(`${unique("lawyer")}@whitmore-law.test`);
    const withoutEmail = await attorney(null);
    const id = await submit();
    const other = await submit();

    const assigned = await bodyOf(await send("PUT", `/api/contacts/${id}/assignee`, { assignedTo: withEmail }, token));
    expect(assigned.assignedTo).toBe(withEmail);
    await send("PUT", `/api/contacts/${other}/assignee`, { assignedTo: withoutEmail }, token);

    await vi.waitFor(async () => {
      const alerts = (await outboxFor("contact", id)).filter((row) => row.kind === "assignment_alert");
      expect(alerts).toEqual([
        expect.objectContaining({ status: "sent", subject: expect.stringContaining("assigned") }),
      ]);
    }, QUEUE_DELIVERY);
    expect((await outboxFor("contact", other)).filter((row) => row.kind === "assignment_alert")).toEqual([]);

    const mine = await listOf(await call(`/api/contacts?assignee=${withEmail}`, withToken(token)));
    expect(mine.items.map((c) => c.id)).toEqual([id]);
    const unassigned = await listOf(await call("/api/contacts?assignee=unassigned&limit=100", withToken(token)));
    expect(unassigned.items.map((c) => c.id)).not.toContain(id);
    expect(unassigned.items.every((c) => c.assignedTo === null)).toBe(true);

    const cleared = await bodyOf(await send("PUT", `/api/contacts/${id}/assignee`, { assignedTo: null }, token));
    expect(cleared.assignedTo).toBeNull();
  });

  it("refuses an attorney who is not on the team", async () => {
    const id = await submit();
    await expectFieldError(
      await send("PUT", `/api/contacts/${id}/assignee`, { assignedTo: "nobody-here" }, token),
      "assignedTo",
    );
    expect((await contactOf(id)).assignedTo).toBeNull();
  });
});

describe("notes and status history", () => {
  it("records who wrote each note and who changed the status, and when", async () => {
    const id = await submit();
    const note = await send("POST", `/api/contacts/${id}/notes`, { body: "Called back, left a message." }, token);
    expect(note.status).toBe(201);
    await send("PUT", `/api/contacts/${id}`, { status: "responded" }, token);
    await send("PUT", `/api/contacts/${id}`, { status: "responded" }, token);
    await send("PUT", `/api/contacts/${id}`, { status: "handled" }, token);

    const intake = await intakeOf(id);
    expect(intake.notes).toEqual([
      expect.objectContaining({
        body: "Called back, left a message.",
        authorName: "Test Admin",
        createdAt: expect.any(String),
      }),
    ]);
    expect(
      intake.history.map((h: { status: string; changedByName: string | null }) => [h.status, h.changedByName]),
    ).toEqual([
      ["unread", null],
      ["responded", "Test Admin"],
      ["handled", "Test Admin"],
    ]);
    await expectFieldError(await send("POST", `/api/contacts/${id}/notes`, { body: " " }, token), "body");
  });
});

describe("email delivery and resend", () => {
  it("shows each email's delivery, and resends the acknowledgement on request", async () => {
    const id = await submit();
    await vi.waitFor(async () => {
      const { deliveries } = await intakeOf(id);
      expect(deliveries.map((d: { kind: string; status: string }) => [d.kind, d.status])).toEqual([
        ["staff_alert", "sent"],
        ["acknowledgement", "sent"],
      ]);
    }, QUEUE_DELIVERY);
    const resent = await bodyOf(await send("POST", `/api/contacts/${id}/resend`, { kind: "acknowledgement" }, token));
    expect(resent).toEqual({ success: true, queued: 1 });
    await vi.waitFor(async () => {
      const ack = (await outboxFor("contact", id)).find((row) => row.kind === "acknowledgement");
      expect(ack).toMatchObject({ status: "sent", attempts: 1 });
      expect(ack?.sentAt).not.toBeNull();
    }, QUEUE_DELIVERY);
    await expectFieldError(
      await send("POST", `/api/contacts/${id}/resend`, { kind: "newsletter_confirm" }, token),
      "kind",
    );
  });
});

describe("conflict pre-screen", () => {
  it("lists earlier enquiries sharing a name (ignoring case and accents) or the email", async () => {
    const party = unique("Núñez Holdings");
    const earlierClient = await submit({ name: `José ${party}` });
    const earlierAdverse = await submit({ otherParties: `Someone Else, ${party.toUpperCase()}` });
    const sameEmail = await submit({ email: "repeat@example.com" });
    const unrelated = await submit();

    const current = await submit({
      email: "repeat@example.com",
      otherParties: `jose ${party.normalize("NFD").replace(/\p{Diacritic}/gu, "")}; ${party}`,
    });
    const { conflicts } = await intakeOf(current);
    const ids = conflicts.map((c: { id: number }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([earlierClient, earlierAdverse, sameEmail]));
    expect(ids).not.toContain(unrelated);
    expect(ids).not.toContain(current);
    // A later enquiry is not "earlier".
    expect((await intakeOf(earlierClient)).conflicts.map((c: { id: number }) => c.id)).not.toContain(current);
  });
});

it("every intake route is staff-only", async () => {
  const id = await submit();
  for (const [method, path, body] of [
    ["GET", `/api/contacts/${id}/intake`],
    ["POST", `/api/contacts/${id}/opened`],
    ["PUT", `/api/contacts/${id}/assignee`, { assignedTo: null }],
    ["POST", `/api/contacts/${id}/notes`, { body: "x" }],
    ["POST", `/api/contacts/${id}/resend`, { kind: "acknowledgement" }],
  ] as const) {
    await expectError(await send(method, path, body), 401, "unauthorized");
  }
});
