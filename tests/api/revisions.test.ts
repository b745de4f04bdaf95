import type { BlogPost, PracticeArea, TeamMember } from "@domain/rows";
import { editableFields } from "@worker/data/revisions";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, jsonInit } from "../support/admin";
import { areaBody, call, createArea, createPost, postBody } from "../support/content";
import { unique } from "../support/db";

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

interface RevisionView {
  id: number;
  authorName: string;
  createdAt: string;
  restoredFrom: number | null;
  fields: Record<string, unknown>;
  changes: { field: string; before: unknown; after: unknown }[];
}

const send = (method: string, path: string, body?: unknown) => call(path, jsonInit(method, body, token));
async function revisionsOf(kind: string, id: string | number): Promise<RevisionView[]> {
  const response = await send("GET", `/api/content/${kind}/${id}/revisions`);
  expect(response.status).toBe(200);
  return response.json();
}
// biome-ignore lint/suspicious/noExplicitAny: the restored item's shape depends on its kind.
async function restore(kind: string, id: string | number, revision: number): Promise<any> {
  const response = await send("POST", `/api/content/${kind}/${id}/revisions/${revision}/restore`);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

describe("revisions", () => {
  it("keeps each save of a post with who and what changed, and restores one exactly, as a new revision", async () => {
    const post = await createPost(token, { title: unique("First"), tags: ["A"], metaDescription: "One." });
    const first = editableFields(post);
    const second: BlogPost = await (
      await send(
        "PUT",
        `/api/blog/${post.id}`,
        postBody({ title: unique("Second"), content: "<p>Changed</p>", tags: ["B", "C"], featured: true }),
      )
    ).json();

    const list = await revisionsOf("post", post.id);
    expect(list).toHaveLength(2);
    expect(list[0]?.authorName).toBe("Test Admin");
    expect(list[0]?.changes.map((c) => c.field).sort()).toEqual(
      ["content", "featured", "metaDescription", "tags", "title"].sort(),
    );
    expect(list[0]?.changes.find((c) => c.field === "title")).toEqual({
      field: "title",
      before: post.title,
      after: second.title,
    });

    const restored: BlogPost = await restore("post", post.id, list[1]?.id ?? 0);
    expect(editableFields(restored)).toEqual(first);
    const after = await revisionsOf("post", post.id);
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ restoredFrom: list[1]?.id, fields: first });
  });

  it("restores a practice area and an attorney exactly", async () => {
    const area: PracticeArea = await createArea(token, { faqs: [{ question: "Q?", answer: "A." }] });
    await send("PUT", `/api/practice-areas/${area.id}`, areaBody({ title: area.title, slug: area.slug, faqs: [] }));
    const areaRevisions = await revisionsOf("practice-area", area.id);
    const restoredArea = await restore("practice-area", area.id, areaRevisions[1]?.id ?? 0);
    expect(editableFields(restoredArea)).toEqual(editableFields(area));

    const member: TeamMember = await (
      await send("POST", "/api/team", {
        name: `Rev ${unique("Attorney")}`,
        role: "Partner",
        specialties: ["Tax"],
        education: [{ degree: "JD", school: "Yale", year: "2001" }],
      })
    ).json();
    await send("PUT", `/api/team/${member.id}`, { name: member.name, role: "Senior Partner", specialties: [] });
    const memberRevisions = await revisionsOf("attorney", member.id);
    expect(memberRevisions).toHaveLength(2);
    const restoredMember = await restore("attorney", member.id, memberRevisions[1]?.id ?? 0);
    expect(editableFields(restoredMember)).toEqual(editableFields(member));
  });

  it("shows the last 20 only, and refuses unknown revisions and strangers", async () => {
    const post = await createPost(token);
    for (let i = 0; i < 21; i += 1) {
      await send("PUT", `/api/blog/${post.id}`, postBody({ title: `${post.title} v${i}`, slug: post.slug }));
    }
    expect(await revisionsOf("post", post.id)).toHaveLength(20);
    expect((await send("POST", `/api/content/post/${post.id}/revisions/999999/restore`)).status).toBe(404);
    expect((await send("POST", `/api/content/post/${post.id}/revisions/abc/restore`)).status).toBe(404);
    expect((await call(`/api/content/post/${post.id}/revisions`)).status).toBe(401);
  });
});
