import { env } from "cloudflare:workers";
import { api } from "@worker/api";
import { expect } from "vitest";
import { jsonInit } from "./admin";

/** One API call, the way the Worker makes it. */
export const call = (path: string, init: RequestInit = {}) => api.request(path, init, env);

// biome-ignore lint/suspicious/noExplicitAny: tests read answers whose shape they assert.
export const bodyOf = (response: Response): Promise<any> => response.json();

/** A JSON call with an optional bearer token. */
export const send = (method: string, path: string, body?: unknown, token?: string) =>
  call(path, jsonInit(method, body, token));

/** A staff POST that must answer 201 (its body shown when not); answers the created row. */
export async function createdBy(path: string, body: unknown, token: string) {
  const response = await send("POST", path, body, token);
  expect(response.status, await response.clone().text()).toBe(201);
  return bodyOf(response);
}

let address = 0;
/** A client address of its own, so one test's submissions never count against another's. */
export function uniqueClient(): string {
  address += 1;
  return `198.51.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}

/** A visitor's form post from a given client address. */
export function submitFrom(client: string, path: string, body: unknown) {
  const init = jsonInit("POST", body);
  return call(path, { ...init, headers: { ...(init.headers as Record<string, string>), "CF-Connecting-IP": client } });
}

/** Words that would only appear if SQL, a stack trace or an internal name leaked. */
const LEAKS =
  /\b(SELECT|INSERT INTO|DELETE FROM|UPDATE \w+ SET|SQLITE_\w+|D1_\w+)\b|\n\s+at |\.ts:\d+|drizzle|constraint/i;

/** DESIGN §4's error body with the given status and code, leaking nothing; answers its `error`. */
export async function expectError(
  response: Response,
  status: number,
  code: string,
): Promise<{ code: string; message: string; fields?: Record<string, string[]> }> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/application\/json/);
  expect(text).not.toMatch(LEAKS);
  const body = JSON.parse(text);
  expect(body).toMatchObject({ success: false, error: { code, message: expect.any(String) } });
  return body.error;
}

/** A 400 whose field messages name `field` (itself or a nested path under it). */
export async function expectFieldError(response: Response, field: string): Promise<void> {
  const error = await expectError(response, 400, "validation_failed");
  const names = Object.keys(error.fields ?? {});
  expect(
    names.some((name) => name === field || name.startsWith(`${field}.`)),
    `${field} in ${names.join(", ")}`,
  ).toBe(true);
}

/** A body as sent: its content type (none: the default a string body gets, text/plain) and text. */
type BodySample = { contentType?: string; body: string };

/**
 * DESIGN §4's body rules at one route, asked with the test's own samples: a body not sent as JSON is
 * a 415, and malformed JSON (sent as application/json unless the sample says otherwise) a 400.
 */
export async function expectJsonBodyRules(
  method: string,
  path: string,
  headers: Record<string, string>,
  samples: { notJson: BodySample; malformed: BodySample },
): Promise<void> {
  const sent = ({ contentType, body }: BodySample) =>
    call(path, { method, headers: contentType ? { ...headers, "content-type": contentType } : headers, body });
  await expectError(await sent(samples.notJson), 415, "unsupported_media_type");
  await expectError(await sent({ contentType: "application/json", ...samples.malformed }), 400, "invalid_json");
}

/** A body just over the API's 64 KB cap. */
export const oversized = () => ({ padding: "x".repeat(65 * 1024) });

/** The list answer: the array and X-Total-Count. */
export async function listOf(response: Response): Promise<{ items: Record<string, unknown>[]; total: number }> {
  expect(response.status).toBe(200);
  const items = await bodyOf(response);
  expect(Array.isArray(items)).toBe(true);
  expect(response.headers.get("X-Total-Count")).toMatch(/^\d+$/);
  return { items, total: Number(response.headers.get("X-Total-Count")) };
}

export const SQL_LIKE = "' OR 1=1 --";

/** Request init carrying only the bearer token (a GET as staff). */
export const withToken = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } });
