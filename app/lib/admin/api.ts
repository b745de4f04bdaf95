import { CSRF_HEADER, D1_BOOKMARK_HEADER, PAGING } from "@domain/constants";
import { apiCallFailed } from "@domain/messages";
import type { Api } from "@worker/api";
import { type ClientResponse, hc } from "hono/client";
import { currentBookmark, rememberBookmark } from "./bookmark";
import { csrfTokenForWrite, currentCsrfToken, isSigningOut, rememberCsrfToken } from "./csrf-token";

/** Fired on window when the API refuses the session: the admin layout sends the user to sign in. */
export const UNAUTHORIZED_EVENT = "admin:unauthorized";
/** Fired when the firm requires a second factor this account lacks: the layout opens the account page. */
export const ENROLMENT_EVENT = "admin:enrolment-required";
/** Fired on window when the API answers 403 (the role does not reach that): the shell says so once, calmly. */
export const FORBIDDEN_EVENT = "admin:forbidden";

const SAFE_METHODS = new Set(["GET", "HEAD"]);

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

  /** The API's own words: the first field message, else the error's message. */
  get reason(): string | undefined {
    const first = Object.values(this.fields ?? {})[0]?.[0];
    return first ?? (this.body as { error?: { message?: string } } | null)?.error?.message;
  }
}

/** What to tell the user about a failed call: the API's words when it gave some. */
export const reasonOf = (error: unknown) =>
  (error instanceof ApiCallError ? error.reason : undefined) ??
  (error instanceof Error ? error.message : String(error));

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

const errorCode = (body: unknown) => (body as { error?: { code?: string } } | null)?.error?.code;

/**
 * The back office's one fetch: the session cookie (same origin only) and, on writes, the session's
 * CSRF token; a failure as an ApiCallError (a refused session also sends the user to sign in).
 */
async function adminFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const write = !SAFE_METHODS.has((init?.method ?? "GET").toUpperCase());
  const csrf = write ? await csrfTokenForWrite() : currentCsrfToken();
  const headers = new Headers(init?.headers);
  headers.set("accept", "application/json");
  if (csrf && write) headers.set(CSRF_HEADER, csrf);
  const bookmark = currentBookmark();
  if (bookmark) headers.set(D1_BOOKMARK_HEADER, bookmark);
  const response = await fetch(input, { ...init, headers, credentials: "same-origin" });
  rememberBookmark(response);
  if (!response.ok) {
    const body = await readBody(response);
    // Reads still under way when Logout ended the session do not send anyone to sign in again.
    if (response.status === 401 && csrf && !isSigningOut()) {
      rememberCsrfToken(null);
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    }
    if (response.status === 403) {
      const second = errorCode(body) === "second_factor_required";
      window.dispatchEvent(new Event(second ? ENROLMENT_EVENT : FORBIDDEN_EVENT));
    }
    throw new ApiCallError(response.status, response.statusText, body);
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

/** One page of a keyset-paged list call: the first page, or the one after a cursor. */
export type CursorListCall<T> = (query: {
  after?: string;
  limit: number;
}) => Promise<ClientResponse<T[], number, "json">>;

/**
 * Every item of a keyset-paged list (the activity log runs to hundreds of thousands of rows): page
 * after page by X-Next-Cursor, each read straight off the index, where numbered pages would make
 * the database skip ever more rows.
 */
export async function fetchAllByCursor<T>(list: CursorListCall<T>): Promise<T[]> {
  const limit = PAGING.adminListLimit;
  const items: T[] = [];
  let after: string | undefined;
  do {
    const response = await list(after ? { after, limit } : { limit });
    items.push(...(await response.json()));
    after = response.headers.get("X-Next-Cursor") ?? undefined;
  } while (after);
  return items;
}
