import { PRESENCE_TTL_MS, type PresentEditor } from "@domain/schemas/presence";
import { TEST_CLOCK_HEADER } from "@worker/clock";
import { describe, expect, it } from "vitest";
import { adminToken, jsonInit } from "../support/admin";
import { createPost, expectError } from "../support/content";
import { unique } from "../support/db";
import { fetchWorker } from "../support/worker";

/** A base instant per test: the clock each heartbeat names, moved by the test alone. */
const T0 = Date.parse("2031-03-04T10:00:00.000Z");
const at = (ms: number) => new Date(T0 + ms).toISOString();

/** Through the whole Worker, so the request's named instant (worker/clock.ts) is the one presence reads. */
function presence(method: string, path: string, token: string, body?: unknown, atMs = 0) {
  const init = jsonInit(method, body, token);
  const headers = new Headers(init.headers);
  headers.set(TEST_CLOCK_HEADER, at(atMs));
  return fetchWorker(`/api/presence/${path}`, { ...init, headers });
}
async function beat(path: string, token: string, tab: string, atMs = 0): Promise<PresentEditor[]> {
  const response = await presence("PUT", path, token, { tab }, atMs);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { editors: PresentEditor[] }).editors;
}
const tab = () => unique("tab").replace(/[^A-Za-z0-9-]/g, "-");

describe("presence: who else has an item open in an editor", () => {
  it("two people on one article see each other by name within one heartbeat; a third item is apart", async () => {
    const ann = await adminToken("editor", "Ann Writer");
    const bob = await adminToken("editor", "Bob Editor");
    const post = await createPost(ann, { title: unique("Presence") });
    const other = await createPost(ann, { title: unique("Elsewhere") });
    const [annTab, bobTab] = [tab(), tab()];

    expect(await beat(`post/${post.id}`, ann, annTab)).toEqual([]);
    expect(await beat(`post/${post.id}`, bob, bobTab, 1_000)).toEqual([{ name: "Ann Writer", sameAccount: false }]);
    expect(await beat(`post/${post.id}`, ann, annTab, 2_000)).toEqual([{ name: "Bob Editor", sameAccount: false }]);
    expect(await beat(`post/${other.id}`, bob, tab(), 2_000)).toEqual([]);
  });

  it("the same account in another tab is 'you, in another tab', and this tab never sees itself", async () => {
    const ann = await adminToken("editor", "Ann Twice");
    const post = await createPost(ann, { title: unique("Two tabs") });
    const [first, second] = [tab(), tab()];
    expect(await beat(`post/${post.id}`, ann, first)).toEqual([]);
    expect(await beat(`post/${post.id}`, ann, first, 500)).toEqual([]);
    expect(await beat(`post/${post.id}`, ann, second, 1_000)).toEqual([{ name: "Ann Twice", sameAccount: true }]);
    // Another account sees the two tabs as one person, by name.
    const annElsewhere = await adminToken("editor", "Someone Else");
    expect(await beat(`post/${post.id}`, annElsewhere, tab(), 1_500)).toEqual([
      { name: "Ann Twice", sameAccount: false },
    ]);
  });

  it("a tab that stops beating stops counting after the TTL; one that leaves stops at once", async () => {
    const ann = await adminToken("editor", "Ann Gone");
    const bob = await adminToken("editor", "Bob Stays");
    const post = await createPost(ann, { title: unique("Expiry") });
    const [annTab, bobTab] = [tab(), tab()];
    await beat(`post/${post.id}`, ann, annTab);
    expect(await beat(`post/${post.id}`, bob, bobTab, PRESENCE_TTL_MS - 1)).toEqual([
      { name: "Ann Gone", sameAccount: false },
    ]);
    expect(await beat(`post/${post.id}`, bob, bobTab, PRESENCE_TTL_MS)).toEqual([]);

    await beat(`post/${post.id}`, ann, annTab, PRESENCE_TTL_MS + 1_000);
    const left = await presence("DELETE", `post/${post.id}?tab=${annTab}`, ann, undefined, PRESENCE_TTL_MS + 1_500);
    expect(left.status).toBe(200);
    expect(await beat(`post/${post.id}`, bob, bobTab, PRESENCE_TTL_MS + 2_000)).toEqual([]);
  });

  it("refuses a bad tab id, an unknown item or kind, a role without articles, and no session; records nothing", async () => {
    const ann = await adminToken("editor", "Ann Checks");
    const post = await createPost(ann, { title: unique("Refusals") });
    await expectError(await presence("PUT", `post/${post.id}`, ann, { tab: "short" }), 400);
    await expectError(await presence("PUT", `post/${post.id}`, ann, { tab: "<script>alert(1)</script>" }), 400);
    await expectError(await presence("PUT", "post/999999999", ann, { tab: tab() }), 404);
    await expectError(await presence("PUT", `nope/${post.id}`, ann, { tab: tab() }), 404);
    await expectError(await presence("PUT", `post/${post.id}`, await adminToken("intake"), { tab: tab() }), 403);
    const anonymous = await fetchWorker(`/api/presence/post/${post.id}`, jsonInit("PUT", { tab: tab() }));
    expect(anonymous.status).toBe(401);
    expect(await beat(`post/${post.id}`, ann, tab())).toEqual([]);
  });
});
