import { auditLog, autosaves } from "@db/schema";
import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminToken, jsonInit } from "../support/admin";
import { expectError } from "../support/api-calls";
import { call, createPost, postBody } from "../support/content";
import { testDb, unique } from "../support/db";

const token = await adminToken("editor");
const send = (method: string, path: string, body?: unknown, as = token) => call(path, jsonInit(method, body, as));
const draftOf = (title: string) => ({ fields: { title, content: `<p>${title} in progress</p>`, featured: false } });

async function autosaveOf(kind: string, id: string | number, as = token) {
  const response = await send("GET", `/api/autosaves/${kind}/${id}`, undefined, as);
  expect(response.status, await response.clone().text()).toBe(200);
  const body = (await response.json()) as { autosave: { fields: Record<string, unknown>; savedAt: string } | null };
  return body.autosave;
}
async function autosave(kind: string, id: string | number, body: unknown, as = token) {
  const response = await send("PUT", `/api/autosaves/${kind}/${id}`, body, as);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { success: true; savedAt: string };
}
const revisionCount = async (id: number) =>
  ((await (await send("GET", `/api/content/post/${id}/revisions`)).json()) as unknown[]).length;

describe("autosaves", () => {
  it("keeps one autosave per person and article, replaced each time, never as a revision or on the article", async () => {
    const post = await createPost(token, { title: unique("Saved title") });
    const first = await autosave("post", post.id, draftOf("First words"));
    const second = await autosave("post", post.id, draftOf("More words"));
    expect(Date.parse(second.savedAt)).toBeGreaterThanOrEqual(Date.parse(first.savedAt));

    expect(await autosaveOf("post", post.id)).toEqual({
      fields: draftOf("More words").fields,
      savedAt: second.savedAt,
    });
    const rows = (await testDb().select().from(autosaves)).filter((r) => r.entityId === String(post.id));
    expect(rows).toHaveLength(1);
    expect(await revisionCount(post.id)).toBe(1);
    const stored = (await (await send("GET", `/api/blog/${post.id}`)).json()) as { title: string };
    expect(stored.title).toBe(post.title);
    // Someone else signed in sees none of it.
    expect(await autosaveOf("post", post.id, await adminToken("editor"))).toBeNull();
  });

  it("is cleared by a real save of the article, and discarded on request", async () => {
    const post = await createPost(token, { title: unique("Cleared") });
    await autosave("post", post.id, draftOf("Unsaved"));
    const saved = await send("PUT", `/api/blog/${post.id}`, postBody({ title: unique("Saved for real") }));
    expect(saved.status).toBe(200);
    expect(await autosaveOf("post", post.id)).toBeNull();
    expect(await revisionCount(post.id)).toBe(2);

    await autosave("post", post.id, draftOf("Again"));
    const discarded = await send("DELETE", `/api/autosaves/post/${post.id}`);
    expect(discarded.status).toBe(200);
    expect(await autosaveOf("post", post.id)).toBeNull();
  });

  it("keeps a never-saved article under `new`, until that person creates it", async () => {
    const writer = await adminToken("editor");
    await autosave("post", "new", draftOf("A new article"), writer);
    expect((await autosaveOf("post", "new", writer))?.fields.title).toBe("A new article");
    expect(await autosaveOf("post", "new")).toBeNull();
    await createPost(writer, { title: unique("Created") });
    expect(await autosaveOf("post", "new", writer)).toBeNull();
  });

  it("leaves no audit row: the real save is what the log records", async () => {
    const post = await createPost(token, { title: unique("Quiet") });
    const [before] = await testDb().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    await autosave("post", post.id, draftOf("Quiet words"));
    const [after] = await testDb().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(after?.id).toBe(before?.id);
  });

  it("refuses the unsigned, other roles, unknown items and bad bodies, changing nothing", async () => {
    const post = await createPost(token, { title: unique("Guarded") });
    const path = `/api/autosaves/post/${post.id}`;
    await expectError(await call(path, jsonInit("PUT", draftOf("x"))), 401, "unauthorized");
    await expectError(await send("PUT", path, draftOf("x"), await adminToken("intake")), 403, "forbidden");
    await expectError(await send("GET", "/api/autosaves/recipe/1"), 404, "not_found");
    await expectError(await send("PUT", "/api/autosaves/post/999999999", draftOf("x")), 404, "not_found");
    await expectError(await send("PUT", path, { fields: "words" }), 400, "validation_failed");
    await expectError(await send("PUT", path, { fields: { content: "x".repeat(60_001) } }), 400, "validation_failed");
    const many = Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`f${i}`, "x"]));
    await expectError(await send("PUT", path, { fields: many }), 400, "validation_failed");
    await expectError(await send("PUT", path, { fields: { nested: { deep: 1 } } }), 400, "validation_failed");
    const text = await call(path, { method: "PUT", headers: { authorization: `Bearer ${token}` }, body: "{}" });
    await expectError(text, 415, "unsupported_media_type");
    expect(await autosaveOf("post", post.id)).toBeNull();
  });
});
