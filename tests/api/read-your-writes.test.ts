import { D1_BOOKMARK_HEADER } from "@domain/constants";
import type { BlogPost } from "@domain/rows";
import { beforeAll, describe, expect, it } from "vitest";
import { currentBookmark, rememberBookmark } from "~/lib/admin/bookmark";
import { adminToken, jsonInit } from "../support/admin";
import { call, postBody } from "../support/content";

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const withBookmark = (init: RequestInit, bookmark: string | null): RequestInit => {
  const headers = new Headers(init.headers);
  if (bookmark) headers.set(D1_BOOKMARK_HEADER, bookmark);
  return { ...init, headers };
};

describe("D1 sessions: read-your-writes through the bookmark", () => {
  it("answers every write with a bookmark, and a read carrying it sees that write", async () => {
    const created = await call("/api/blog", jsonInit("POST", postBody(), token));
    expect(created.status).toBe(201);
    const bookmark = created.headers.get(D1_BOOKMARK_HEADER);
    expect(bookmark).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/i);
    const post = (await created.json()) as BlogPost;

    const read = await call(`/api/blog/${post.id}`, withBookmark(jsonInit("GET", undefined, token), bookmark));
    expect(read.status).toBe(200);
    expect(((await read.json()) as BlogPost).title).toBe(post.title);
    // The read's own bookmark is at least the write's.
    expect(String(read.headers.get(D1_BOOKMARK_HEADER)) >= String(bookmark)).toBe(true);

    const updated = await call(
      `/api/blog/${post.id}`,
      withBookmark(jsonInit("PUT", postBody({ title: `${post.title} v2` }), token), bookmark),
    );
    expect(updated.status).toBe(200);
    expect(String(updated.headers.get(D1_BOOKMARK_HEADER)) > String(bookmark)).toBe(true);
  });

  it("ignores a bookmark that is not one, rather than failing the read", async () => {
    for (const bad of ["garbage", "'; drop table blog_posts; --", "x".repeat(500)]) {
      const response = await call("/api/blog", withBookmark({}, bad));
      expect(response.status).toBe(200);
    }
  });

  it("the back office keeps the newest bookmark it was given and never goes back", () => {
    const answer = (bookmark: string) => new Response(null, { headers: { [D1_BOOKMARK_HEADER]: bookmark } });
    rememberBookmark(answer("00000002-00000001-0000000a-aa"));
    expect(currentBookmark()).toBe("00000002-00000001-0000000a-aa");
    rememberBookmark(answer("00000001-00000001-0000000a-bb"));
    expect(currentBookmark()).toBe("00000002-00000001-0000000a-aa");
    rememberBookmark(new Response(null));
    rememberBookmark(answer("00000003-00000001-0000000a-cc"));
    expect(currentBookmark()).toBe("00000003-00000001-0000000a-cc");
  });
});
