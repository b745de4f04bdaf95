import { blogPosts, revisions } from "@db/schema";
import { postState } from "@domain/post-state";
import type { BlogPost } from "@domain/rows";
import { publishDuePosts } from "@worker/data/blog-schedule";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, jsonInit } from "../support/admin";
import { call, createPost, list, postBody } from "../support/content";
import { insertTestFirm, testDb, unique } from "../support/db";

type Stated = BlogPost & { state: string };
interface RevisionView {
  event: string | null;
  eventAt: string | null;
  authorName: string;
  changes: { field: string }[];
  differsFromCurrent: { field: string }[];
}

let token: string;
beforeAll(async () => {
  token = await adminToken();
  await insertTestFirm({ timeZone: "America/New_York" });
});

const inTenMinutes = () => new Date(Date.now() + 10 * 60_000).toISOString();
const read = async (id: number): Promise<Stated> =>
  (await call(`/api/blog/${id}`, jsonInit("GET", undefined, token))).json();
async function historyOf(id: number): Promise<RevisionView[]> {
  const response = await call(`/api/content/post/${id}/revisions`, jsonInit("GET", undefined, token));
  expect(response.status).toBe(200);
  return response.json();
}
/** The scheduled minute moves into the past: the clock has reached it. */
async function letTheMinuteCome(id: number): Promise<string> {
  const past = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000).toISOString();
  await testDb().update(blogPosts).set({ scheduledFor: past, publishDate: past }).where(eq(blogPosts.id, id));
  return past;
}

describe("one publishing state", () => {
  it("reads draft, scheduled and published from the stored status and the schedule", () => {
    const now = new Date("2026-12-01T12:00:00Z");
    expect(postState({ status: "draft", scheduledFor: null }, now)).toBe("draft");
    expect(postState({ status: "published", scheduledFor: null }, now)).toBe("published");
    expect(postState({ status: "draft", scheduledFor: "2026-12-01T12:01:00.000Z" }, now)).toBe("scheduled");
    // The minute has come: the public sees it, so staff do too, before any cron.
    expect(postState({ status: "draft", scheduledFor: "2026-12-01T12:00:00.000Z" }, now)).toBe("published");
  });

  it("answers each post's state in the API: a scheduled post is scheduled, not a draft", async () => {
    const draft = await createPost(token, { status: "draft" });
    const scheduled = await createPost(token, { publishAt: inTenMinutes() });
    const published = await createPost(token);
    expect((scheduled as Stated).state).toBe("scheduled");
    const { items } = await list<Stated>("/api/blog?limit=100", token);
    const stateOf = (id: number) => items.find((p) => p.id === id)?.state;
    expect([stateOf(draft.id), stateOf(scheduled.id), stateOf(published.id)]).toEqual([
      "draft",
      "scheduled",
      "published",
    ]);
    // Visitors never see the state of a hidden post; a public one says published.
    const visitor = await list<Stated>("/api/blog?limit=100");
    expect(visitor.items.find((p) => p.id === published.id)?.state).toBe("published");
    expect(visitor.items.some((p) => p.id === scheduled.id)).toBe(false);
  });

  it("records 'scheduled for' on the save that schedules, and 'published on schedule' once when it comes", async () => {
    const post = await createPost(token, { title: unique("Scheduled history"), publishAt: inTenMinutes() });
    const [scheduledSave] = await historyOf(post.id);
    expect(scheduledSave).toMatchObject({ event: "scheduled", eventAt: post.scheduledFor });

    const minute = await letTheMinuteCome(post.id);
    expect((await read(post.id)).state).toBe("published");
    expect(await publishDuePosts(testDb(), new Date())).toBeGreaterThanOrEqual(1);
    // A second run (the next minute's cron) finds nothing more to record.
    await publishDuePosts(testDb(), new Date());
    const onSchedule = await testDb()
      .select()
      .from(revisions)
      .where(and(eq(revisions.entityId, String(post.id)), eq(revisions.event, "published_on_schedule")));
    expect(onSchedule).toHaveLength(1);
    expect(onSchedule[0]).toMatchObject({ eventAt: minute, authorId: null });
    expect(onSchedule[0]?.fields).toMatchObject({ status: "published", title: post.title });

    const [newest] = await historyOf(post.id);
    expect(newest).toMatchObject({ event: "published_on_schedule", eventAt: minute });
    expect((await read(post.id)).state).toBe("published");
  });

  it("records the schedule coming to pass when its history is read, before any cron", async () => {
    const post = await createPost(token, { publishAt: inTenMinutes() });
    const minute = await letTheMinuteCome(post.id);
    const [newest, scheduledSave] = await historyOf(post.id);
    expect(newest).toMatchObject({ event: "published_on_schedule", eventAt: minute, authorName: "" });
    // It is the post as it now stands: nothing to restore.
    expect(newest?.differsFromCurrent).toEqual([]);
    expect(scheduledSave).toMatchObject({ event: "scheduled" });
    // Read again: still one record.
    expect((await historyOf(post.id)).filter((r) => r.event === "published_on_schedule")).toHaveLength(1);
  });

  it("refuses a second record of the same schedule coming to pass (two cron runs at once)", async () => {
    const post = await createPost(token, { publishAt: inTenMinutes() });
    const minute = await letTheMinuteCome(post.id);
    const record = {
      kind: "post" as const,
      entityId: String(post.id),
      fields: {},
      event: "published_on_schedule" as const,
      eventAt: minute,
    };
    await testDb().insert(revisions).values(record);
    await publishDuePosts(testDb(), new Date());
    const rows = await testDb()
      .select()
      .from(revisions)
      .where(and(eq(revisions.entityId, String(post.id)), eq(revisions.event, "published_on_schedule")));
    expect(rows).toHaveLength(1);
    expect((await read(post.id)).state).toBe("published");
  });

  it("records no schedule on a save that publishes at once or keeps a draft", async () => {
    const post = await createPost(token, { status: "draft" });
    const response = await call(`/api/blog/${post.id}`, jsonInit("PUT", postBody({ title: post.title }), token));
    expect(response.status).toBe(200);
    expect(((await response.json()) as Stated).state).toBe("published");
    expect((await historyOf(post.id)).map((r) => r.event)).toEqual([null, null]);
  });
});
