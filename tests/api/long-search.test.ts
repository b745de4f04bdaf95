import { SEARCH_MAX } from "@domain/schemas/paging";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "../support/admin";
import { call, listOf, withToken } from "../support/api-calls";

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const LISTS = [
  "/api/blog",
  "/api/team",
  "/api/testimonials",
  "/api/practice-areas",
  "/api/contacts",
  "/api/newsletter",
  "/api/csp-reports",
];

describe("search text up to its limit", () => {
  // D1 refuses LIKE patterns over 50 bytes: searching with LIKE answered these with a 500.
  it.each(LISTS)("%s answers a search of the longest allowed length (wildcards included) with a list", async (path) => {
    const search = "%_\\".repeat(SEARCH_MAX / 4) + "ü".repeat(SEARCH_MAX / 4);
    const response = await call(`${path}?search=${encodeURIComponent(search)}`, withToken(token));
    expect(response.status).toBe(200);
    expect((await listOf(response)).items).toEqual([]);
  });
});
