import { DEMO_ADMIN } from "@domain/demo";
import { type APIRequestContext, expect, request } from "@playwright/test";
import { E2E_BASE_URL } from "../../../playwright.config";
import { openSession } from "./control";

let counter = 0;
/** A value no other test (or earlier run against the same server) has used. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

/** A client address of its own, so the per-client submission limit never trips across tests. */
export const uniqueClientIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/** The admin API (SPEC §7) as staff use it: sign in once, then bearer-token writes. */
export interface AdminApi {
  post<T = Record<string, unknown>>(path: string, body: unknown): Promise<T>;
  put<T = Record<string, unknown>>(path: string, body: unknown): Promise<T>;
  get<T = unknown>(path: string): Promise<T>;
  dispose(): Promise<void>;
}

/** Opens its session on first use, and again after each dispose. */
export function lazyAdminApi(): AdminApi {
  let api: Promise<AdminApi> | undefined;
  const get = () => {
    api ??= adminApi();
    return api;
  };
  return {
    post: async (path, body) => (await get()).post(path, body),
    put: async (path, body) => (await get()).put(path, body),
    get: async (path) => (await get()).get(path),
    // Side by side (fullyParallel), a file's afterAll runs after each of its tests in a worker, and the
    // worker's next test of the file opens a new context.
    dispose: async () => {
      const opened = api;
      api = undefined;
      if (opened) await (await opened).dispose();
    },
  };
}

export async function adminApi(): Promise<AdminApi> {
  // The context lives for a whole spec file; each of its calls opens its own connection
  // (support/fresh-connections.ts).
  const context: APIRequestContext = await request.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { "CF-Connecting-IP": uniqueClientIp() },
  });
  const { token } = await openSession(DEMO_ADMIN.email);
  const headers = { authorization: `Bearer ${token}` };
  const call = async <T>(method: "post" | "put" | "get", path: string, body?: unknown) => {
    const response = await context[method](`/api${path}`, { headers, ...(body === undefined ? {} : { data: body }) });
    expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  return {
    post: (path, body) => call("post", path, body),
    put: (path, body) => call("put", path, body),
    get: (path) => call("get", path),
    dispose: () => context.dispose(),
  };
}
