import { D1_BOOKMARK_HEADER, PAGING } from "@domain/constants";
import { apiCallFailed } from "@domain/messages";
import type { Api } from "@worker/api";
import { type ClientResponse, hc } from "hono/client";
import { currentBookmark, rememberBookmark } from "./bookmark";
import { clearToken, readToken } from "./token-storage";

/** Fired on window when the API refuses the stored token: the admin layout sends the user to sign in. */
export const UNAUTHORIZED_EVENT = "admin:unauthorized";
/** Fired on window when the API answers 403 (the role does not reach that): the shell says so once, calmly. */
export const FORBIDDEN_EVENT = "admin:forbidden";

/** A non-2xx answer. The message is SPEC §8's; the DESIGN §4 error body is kept for field messages. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
    readonly body: unknown,
  ) {
    super(apiCallFailed(status, statusText));
    this.name = "ApiCallError";
  }

  /** Field messages of a 400/409 answer, keyed by field path. */
  get fields(): Record<string, string[]> | undefined {
    const error = (this.body as { error?: { fields?: Record<string, string[]> } } | null)?.error;
    return error?.fields;
  }
}

export const isUnauthorized = (error: unknown) => error instanceof ApiCallError && error.status === 401;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The back office's one fetch: the stored token as a bearer token, and a failure as an ApiCallError
 * (a refused token also clears it and sends the user to sign in).
 */
async function adminFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const token = readToken();
  const headers = new Headers(init?.headers);
  headers.set("accept", "application/json");
  if (token) headers.set("authorization", `Bearer ${token}`);
  const bookmark = currentBookmark();
  if (bookmark) headers.set(D1_BOOKMARK_HEADER, bookmark);
  const response = await fetch(input, { ...init, headers });
  rememberBookmark(response);
  if (!response.ok) {
    if (response.status === 401 && token) {
      clearToken();
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    }
    if (response.status === 403) window.dispatchEvent(new Event(FORBIDDEN_EVENT));
    throw new ApiCallError(response.status, response.statusText, await readBody(response));
  }
  return response;
}

/** The API, typed by the server's own routes (`worker/api`): paths, params, queries and bodies are checked. */
export const client = hc<Api>("/", { fetch: adminFetch }).api;

/** Awaits a call and reads its JSON, typed by the route (a failed call has already thrown ApiCallError). */
export async function answerOf<T>(call: Promise<ClientResponse<T, number, "json">>): Promise<T> {
  return (await call).json();
}

/** One page of a list call. */
export type ListCall<T> = (query: { page: number; limit: number }) => Promise<ClientResponse<T[], number, "json">>;

/**
 * Every item of an admin list: pages of 100 (the API's maximum), the first one telling the total
 * (X-Total-Count), the rest fetched together. The screens compute their stats over the whole set.
 */
export async function fetchAll<T>(list: ListCall<T>): Promise<T[]> {
  const limit = PAGING.adminListLimit;
  const first = await list({ page: 1, limit });
  const total = Number(first.headers.get("X-Total-Count") ?? Number.NaN);
  const pages = Number.isFinite(total) ? Math.ceil(total / limit) : 1;
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => answerOf(list({ page: i + 2, limit }))),
  );
  return [await first.json(), ...rest].flat();
}
