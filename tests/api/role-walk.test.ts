import { env } from "cloudflare:workers";
import { canReach, DASHBOARD_AREAS, STAFF_ROLES, type StaffArea, type StaffRole } from "@domain/roles";
import { createSession } from "@worker/auth/session";
import { beforeAll, describe, expect, it } from "vitest";
import { bodyOf, send, submitFrom, uniqueClient } from "../support/api-calls";
import { unique } from "../support/db";
import { areaOf, concrete, isPublic, servedRoutes } from "../support/routes";
import { createTestAdmin, type TestAdmin } from "../support/sign-in";

// Every API route, called as each role, must not carry data of an area that role does not reach:
// an enquirer's name and email (the firm's most sensitive data) and a subscriber's address are
// planted first, then looked for in every answer. The dashboard's payloads are checked key by key
// against domain/roles.ts DASHBOARD_AREAS.

const marker = unique("walk");
const enquirer = { name: `Enquirer ${marker}`, email: `enquirer-${marker}@example.com` };
const subscriber = `subscriber-${marker}@example.com`;

/** The planted data and the area that must be reached to see it. */
const PLANTED: { what: string; value: string; area: StaffArea }[] = [
  { what: "an enquirer's name", value: enquirer.name, area: "enquiries" },
  { what: "an enquirer's email", value: enquirer.email, area: "enquiries" },
  { what: "a subscriber's email", value: subscriber, area: "newsletter" },
];

const accounts = {} as Record<StaffRole, TestAdmin>;
beforeAll(async () => {
  for (const role of STAFF_ROLES) accounts[role] = await createTestAdmin({ role });
  const sent = await submitFrom(uniqueClient(), "/api/contacts/submit", {
    ...enquirer,
    subject: "A private matter",
    message: "Please call me.",
    consent: true,
  });
  expect(sent.status).toBe(201);
  expect((await submitFrom(uniqueClient(), "/api/newsletter/subscribe", { email: subscriber })).status).toBe(200);
});

async function callAs(role: StaffRole, method: string, path: string) {
  const { token } = await createSession(env.SESSIONS, accounts[role]);
  const hasBody = !["GET", "HEAD", "DELETE"].includes(method);
  return send(method, path, hasBody ? {} : undefined, token);
}

const guarded = servedRoutes().filter((r) => !isPublic(r.method, r.path));
const reads = servedRoutes().filter((r) => r.method === "GET");
/** Each read twice: as it is, and searching for the planted marker (lists, search, exports). */
const readPaths = (path: string) => [concrete(path), `${concrete(path)}?search=${marker}&q=${marker}&limit=100`];

describe("every API route, as each role", () => {
  it.each(STAFF_ROLES)("answers %s nothing of an area the role does not reach", async (role) => {
    const hidden = PLANTED.filter((p) => !canReach(role, p.area));
    const seen = new Set<string>();
    const calls = [
      ...reads.flatMap((r) => readPaths(r.path).map((path) => ({ method: r.method, path }))),
      // Writes the role is refused too: the refusal must not echo another area's data either. (Writes
      // it may make are left out: a DELETE would remove the planted data.)
      ...guarded
        .filter((r) => r.method !== "GET" && !canReach(role, areaOf(r) ?? "self"))
        .map((r) => ({ method: r.method, path: concrete(r.path) })),
    ];
    for (const { method, path } of calls) {
      const text = await (await callAs(role, method, path)).text();
      for (const p of hidden) expect(text, `${method} ${path} shows ${role} ${p.what}`).not.toContain(p.value);
      for (const p of PLANTED) if (text.includes(p.value)) seen.add(p.what);
    }
    // The walk can fail: the roles that reach an area do find the planted data somewhere.
    const shown = PLANTED.filter((p) => canReach(role, p.area)).map((p) => p.what);
    expect([...seen].sort()).toEqual([...new Set(shown)].sort());
  });
});

describe("the dashboard's payloads, as each role", () => {
  const keysOutside = (role: StaffRole, areas: Record<string, StaffArea>, payload: object) =>
    Object.keys(payload).filter((key) => key in areas && !canReach(role, areas[key] as StaffArea));

  it.each(STAFF_ROLES)("hold only figures and lines of areas %s reaches", async (role) => {
    const stats = await bodyOf(await callAs(role, "GET", "/api/dashboard"));
    expect(keysOutside(role, DASHBOARD_AREAS.totals, stats)).toEqual([]);
    expect(keysOutside(role, DASHBOARD_AREAS.totals, stats.changes)).toEqual([]);
    const analytics = await bodyOf(await callAs(role, "GET", "/api/dashboard/analytics"));
    expect(keysOutside(role, DASHBOARD_AREAS.analytics, analytics)).toEqual([]);
    const activity: { type: keyof typeof DASHBOARD_AREAS.activity }[] = await bodyOf(
      await callAs(role, "GET", "/api/dashboard/activity?limit=50"),
    );
    expect(activity.filter((line) => !canReach(role, DASHBOARD_AREAS.activity[line.type]))).toEqual([]);
    // And what the role does reach is there.
    for (const [key, area] of Object.entries(DASHBOARD_AREAS.totals))
      if (canReach(role, area)) expect(stats, `${role} sees ${key}`).toHaveProperty(key);
  });

  it("gives an editor no enquiry count, no enquirer and no enquiry chart; the owner all of them", async () => {
    const editor = await bodyOf(await callAs("editor", "GET", "/api/dashboard"));
    expect(editor).not.toHaveProperty("contacts");
    expect(editor).not.toHaveProperty("newEnquiries");
    expect(editor).toHaveProperty("blogPosts");
    const lines: { type: string; name: string }[] = await bodyOf(
      await callAs("editor", "GET", "/api/dashboard/activity?limit=50"),
    );
    expect(lines.map((l) => l.type)).not.toContain("contact");
    const owner: { type: string; name: string }[] = await bodyOf(
      await callAs("owner", "GET", "/api/dashboard/activity?limit=50"),
    );
    expect(owner).toContainEqual(expect.objectContaining({ type: "contact", name: enquirer.name }));
    expect(await bodyOf(await callAs("editor", "GET", "/api/dashboard/analytics"))).not.toHaveProperty(
      "enquiriesPerWeek",
    );
  });
});
