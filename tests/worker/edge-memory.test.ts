import { recall, remember } from "@worker/edge/memory";
import { edgeExpiry, edgeTtlSeconds } from "@worker/edge/policy";
import { describe, expect, it } from "vitest";
import { unique } from "../support/db";

const entry = (bytes = 10, expiresAt = Date.now() + 60_000) => ({
  status: 200,
  headers: [["Content-Type", "text/html"]] as [string, string][],
  body: new ArrayBuffer(bytes),
  expiresAt,
});

describe("the isolate's copy of cache entries", () => {
  it("answers until the entry's minute ends; then one caller renders again while the others get it stale", () => {
    const key = unique("page");
    const expiresAt = Date.now() + 1_000;
    remember(key, entry(10, expiresAt));
    expect(recall(key, expiresAt - 1)).toMatchObject({ stale: false, entry: { expiresAt } });
    // The first caller after the end renders; those in flight meanwhile get the ended copy.
    expect(recall(key, expiresAt)).toBeUndefined();
    expect(recall(key, expiresAt + 5)).toMatchObject({ stale: true });
    expect(recall(key, expiresAt + 9_999)).toMatchObject({ stale: true });
    // The render's answer replaces it.
    remember(key, entry(20, expiresAt + 60_000));
    expect(recall(key, expiresAt + 10)).toMatchObject({ stale: false, entry: { body: { byteLength: 20 } } });
  });

  it("serves an ended copy ten seconds at most, and lets another caller render when the first never stored", () => {
    const key = unique("page");
    const expiresAt = Date.now() + 1_000;
    remember(key, entry(10, expiresAt));
    expect(recall(key, expiresAt)).toBeUndefined();
    expect(recall(key, expiresAt + 9_000)).toMatchObject({ stale: true });
    expect(recall(key, expiresAt + 10_000), "past the grace").toBeUndefined();
    expect(recall(key, expiresAt + 10_001), "gone for good").toBeUndefined();
  });

  it("lets the least recently used entries go first, and never holds one over 1 MiB", () => {
    const keys = Array.from({ length: 256 }, () => unique("page"));
    for (const key of keys) remember(key, entry());
    const [first = "", second = ""] = keys;
    expect(recall(first)).toBeDefined();
    remember(unique("page"), entry());
    expect(recall(first), "recently used").toBeDefined();
    expect(recall(second), "least recently used").toBeUndefined();

    const big = unique("page");
    remember(big, entry(1024 * 1024 + 1));
    expect(recall(big)).toBeUndefined();
  });

  it("ends entries with the minute; none is stored in the Cache API in its last second", () => {
    const at = (time: string) => Date.parse(`2026-11-23T10:04:${time}Z`);
    expect(edgeExpiry(at("30.250"))).toBe(Date.parse("2026-11-23T10:05:00Z"));
    expect(edgeTtlSeconds(at("30.250"))).toBe(29);
    expect(edgeTtlSeconds(at("00.000"))).toBe(60);
    expect(edgeTtlSeconds(at("59.500"))).toBe(0);
  });
});
