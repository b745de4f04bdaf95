import { TEST_CLOCK_HEADER } from "@worker/clock";
import { describe, expect, it, vi } from "vitest";
import { adminToken } from "../support/admin";
import { createPost } from "../support/content";
import { insertTestFirm } from "../support/db";
import { fetchWorker } from "../support/worker";

vi.setConfig({ testTimeout: 30_000 });

await insertTestFirm({ timeZone: "America/New_York" });
const token = await adminToken();

describe("the test clock (worker/clock.ts)", () => {
  it("shows a scheduled post to a request that names an instant after its minute, and only where TEST_CLOCK is on", async () => {
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 24 * 60 * 60_000);
    const post = await createPost(token, { status: "published", publishAt: minute.toISOString() });
    const after = { headers: { [TEST_CLOCK_HEADER]: new Date(minute.getTime() + 1_000).toISOString() } };
    const before = { headers: { [TEST_CLOCK_HEADER]: new Date(minute.getTime() - 1_000).toISOString() } };
    const path = `/api/blog/slug/${post.slug}`;

    expect((await fetchWorker(path, after)).status).toBe(200);
    expect((await fetchWorker(path, before)).status).toBe(404);
    // A deployment has no TEST_CLOCK: the header changes nothing, and the post is not public yet.
    expect((await fetchWorker(path, after, { TEST_CLOCK: undefined } as Partial<Cloudflare.Env>)).status).toBe(404);
  });
});
