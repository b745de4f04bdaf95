import { env } from "cloudflare:workers";
import { rolesReaching, STAFF_ROLES, type StaffRole } from "@domain/roles";
import { createSession } from "@worker/auth/session";
import { beforeAll, describe, expect, it } from "vitest";
import { expectError, send } from "../support/api-calls";
import { createPost } from "../support/content";
import { unique } from "../support/db";
import { areaOf, concrete, isPublic, servedRoutes } from "../support/routes";
import { createTestAdmin, type TestAdmin } from "../support/sign-in";

// Every admin route carries a role check (requireRole) found by walking the router itself, and a
// role that does not reach the route's area gets DESIGN's 403 while the roles that do get through.

const guarded = servedRoutes().filter((r) => !isPublic(r.method, r.path));

const accounts = {} as Record<StaffRole, TestAdmin>;
beforeAll(async () => {
  for (const role of STAFF_ROLES) accounts[role] = await createTestAdmin({ role });
});

/** A fresh session each call: a sign-out route must not end the session the next call uses. */
async function callAs(role: StaffRole, route: { method: string; path: string }) {
  const { token } = await createSession(env.SESSIONS, accounts[role]);
  const hasBody = !["GET", "HEAD", "DELETE"].includes(route.method);
  return send(route.method, concrete(route.path), hasBody ? {} : undefined, token);
}

describe("role checks", () => {
  it.each(guarded.map((r) => [`${r.method} ${r.path}`, r] as const))("%s has a role check", (_, route) => {
    expect(areaOf(route)).toBeDefined();
  });

  it.each(guarded.map((r) => [`${r.method} ${r.path}`, r] as const))(
    "%s answers 403 to the wrong roles only",
    async (_, route) => {
      const area = areaOf(route);
      if (!area) throw new Error("no role check");
      const reaching = rolesReaching(area);
      for (const role of STAFF_ROLES) {
        const response = await callAs(role, route);
        if (reaching.includes(role)) {
          expect([401, 403], `${role} reaches ${area}`).not.toContain(response.status);
        } else {
          const error = await expectError(response, 403, "forbidden");
          expect(error.message).toMatch(/role/);
        }
      }
    },
  );

  it("answers the signed-in account's role", async () => {
    const { token } = await createSession(env.SESSIONS, accounts.editor);
    const response = await send("GET", "/api/session", undefined, token);
    expect(await response.json()).toMatchObject({ admin: { role: "editor" } });
  });

  it("shows a draft article only to the roles whose area articles are, through every read", async () => {
    const { token: editorToken } = await createSession(env.SESSIONS, accounts.editor);
    const draft = await createPost(editorToken, { title: unique("Draft for editors"), status: "draft" });
    const reads = [
      `/api/blog?search=${encodeURIComponent(draft.title)}`,
      `/api/blog/${draft.id}`,
      `/api/blog/slug/${draft.slug}`,
    ];
    const seenBy = async (role: StaffRole) => {
      const { token } = await createSession(env.SESSIONS, accounts[role]);
      const [list, byId, bySlug] = await Promise.all(reads.map((path) => send("GET", path, undefined, token)));
      if (!list || !byId || !bySlug) throw new Error("three reads, three answers");
      for (const answer of [list, byId, bySlug]) expect(answer.headers.get("cache-control")).toBe("no-store");
      const listed = ((await list.json()) as { id: number }[]).some((post) => post.id === draft.id);
      return { listed, byId: byId.status, bySlug: bySlug.status };
    };
    expect(await seenBy("owner")).toEqual({ listed: true, byId: 200, bySlug: 200 });
    expect(await seenBy("editor")).toEqual({ listed: true, byId: 200, bySlug: 200 });
    expect(await seenBy("intake")).toEqual({ listed: false, byId: 404, bySlug: 404 });
  });

  it("lets intake approve a testimonial but not edit one", async () => {
    const { token: ownerToken } = await createSession(env.SESSIONS, accounts.owner);
    const created = await send(
      "POST",
      "/api/testimonials",
      { name: "Role Test", content: "A careful firm that listened.", rating: 5, service: "Family Law" },
      ownerToken,
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const { token } = await createSession(env.SESSIONS, accounts.intake);
    const approve = await send("PUT", `/api/testimonials/${id}`, { status: "approved" }, token);
    expect(approve.status).toBe(200);
    const edit = await send(
      "PUT",
      `/api/testimonials/${id}`,
      { name: "Changed", content: "A careful firm that listened.", rating: 5, service: "Family Law" },
      token,
    );
    await expectError(edit, 403, "forbidden");
  });
});
