import { env } from "cloudflare:workers";
import type { BlogPost, PracticeArea } from "@domain/rows";
import { api } from "@worker/api";
import type { ErrorBody } from "@worker/api/errors";
import { expect } from "vitest";
import { jsonInit } from "./admin";
import { createdBy } from "./api-calls";
import { unique } from "./db";

/** One API call, the way the site's own clients make it. */
export const call = (path: string, init: RequestInit = {}) => api.request(path, init, env);

/** The DESIGN §4 error body of a response, after checking its status. */
export async function expectError(response: Response, status: number, code?: string): Promise<ErrorBody> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as ErrorBody;
  expect(body.success).toBe(false);
  if (code) expect(body.error.code).toBe(code);
  expectNoInternals(JSON.stringify(body));
  return body;
}

/** No stack trace, SQL or internal names in a body a client sees. */
export function expectNoInternals(text: string) {
  expect(text).not.toMatch(/\bat .+:\d+|SQLITE|D1_|select .* from|insert into|blog_posts|practice_areas|drizzle/i);
}

export const postBody = (fields: Record<string, unknown> = {}) => ({
  title: unique("Post"),
  author: "Jane Doe",
  content: "<p>Hello</p>",
  status: "published",
  ...fields,
});

export const createPost = (token: string, fields: Record<string, unknown> = {}): Promise<BlogPost> =>
  createdBy("/api/blog", postBody(fields), token);

export const areaBody = (fields: Record<string, unknown> = {}) => ({
  title: unique("Area"),
  description: "Advice for people and companies.",
  status: "published",
  ...fields,
});

export const createArea = (token: string, fields: Record<string, unknown> = {}): Promise<PracticeArea> =>
  createdBy("/api/practice-areas", areaBody(fields), token);

/** The ids of listed rows, in list order. */
export const idsOf = (items: { id: number }[]) => items.map((item) => item.id);

/** A list call's items and its X-Total-Count. */
export async function list<T = { id: number }>(path: string, token?: string): Promise<{ items: T[]; total: number }> {
  const response = await call(path, jsonInit("GET", undefined, token));
  expect(response.status).toBe(200);
  const total = Number(response.headers.get("x-total-count"));
  expect(Number.isInteger(total)).toBe(true);
  return { items: await response.json(), total };
}
