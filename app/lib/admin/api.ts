import { PAGING } from "@domain/constants";
import { apiCallFailed } from "@domain/messages";
import { clearToken, readToken } from "./token-storage";

/** Fired on window when the API refuses the stored token: the admin layout sends the user to sign in. */
export const UNAUTHORIZED_EVENT = "admin:unauthorized";

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

type Query = Record<string, string | number | undefined>;

interface CallOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  query?: Query;
}

function urlOf(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ""}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One call to the API: JSON both ways (FormData as multipart), the stored token as a bearer token. */
export async function apiCall<T>(path: string, { method = "GET", body, query }: CallOptions = {}) {
  const token = readToken();
  const headers: Record<string, string> = { accept: "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers["content-type"] = "application/json";
  const response = await fetch(urlOf(path, query), {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && token) {
      clearToken();
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    }
    throw new ApiCallError(response.status, response.statusText, data);
  }
  return { data: data as T, total: Number(response.headers.get("X-Total-Count") ?? Number.NaN) };
}

export const api = {
  get: async <T>(path: string, query?: Query) => (await apiCall<T>(path, { query })).data,
  post: async <T>(path: string, body?: unknown) => (await apiCall<T>(path, { method: "POST", body })).data,
  put: async <T>(path: string, body: unknown) => (await apiCall<T>(path, { method: "PUT", body })).data,
  delete: async (path: string) => (await apiCall<{ success: true }>(path, { method: "DELETE" })).data,
};

/**
 * Every item of an admin list: pages of 100 (the API's maximum), the first one telling the total
 * (X-Total-Count), the rest fetched together. The screens compute their stats over the whole set.
 */
export async function fetchAll<T>(path: string, query: Query = {}): Promise<T[]> {
  const limit = PAGING.adminListLimit;
  const first = await apiCall<T[]>(path, { query: { ...query, page: 1, limit } });
  const pages = Number.isFinite(first.total) ? Math.ceil(first.total / limit) : 1;
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) =>
      apiCall<T[]>(path, { query: { ...query, page: i + 2, limit } }).then((r) => r.data),
    ),
  );
  return [first.data, ...rest].flat();
}
