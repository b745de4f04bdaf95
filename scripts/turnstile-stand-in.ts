/**
 * A local stand-in for Cloudflare Turnstile's siteverify endpoint, for tests (the machines are offline).
 * It behaves as Cloudflare does for its test secret: only the dummy token passes, every other token,
 * a missing one and a wrong secret are refused with Cloudflare's error codes.
 *
 *   npx tsx scripts/turnstile-stand-in.ts 8878   # serves POST http://127.0.0.1:8878/siteverify
 */
import { pathToFileURL } from "node:url";
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_SECRET, TURNSTILE_TOKEN_MAX } from "../domain/turnstile";
import { serveOnLoopback } from "./stand-in-server.ts";

const answer = (success: boolean, errorCodes: string[] = []) =>
  Response.json({ success, "error-codes": errorCodes, ...(success ? { hostname: "127.0.0.1", action: "" } : {}) });

/** POST /siteverify with `secret`, `response` and optional `remoteip` (form or JSON), as Cloudflare takes them. */
export async function siteverify(request: Request): Promise<Response> {
  if (request.method !== "POST" || new URL(request.url).pathname !== "/siteverify") {
    return new Response("Not found", { status: 404 });
  }
  const type = request.headers.get("content-type") ?? "";
  const fields = type.includes("json")
    ? ((await request.json().catch(() => ({}))) as Record<string, unknown>)
    : Object.fromEntries(await request.formData().catch(() => new FormData()));
  const { secret, response } = fields;
  if (!secret) return answer(false, ["missing-input-secret"]);
  if (secret !== TURNSTILE_TEST_SECRET) return answer(false, ["invalid-input-secret"]);
  if (!response) return answer(false, ["missing-input-response"]);
  if (typeof response !== "string" || response.length > TURNSTILE_TOKEN_MAX || response !== TURNSTILE_DUMMY_TOKEN) {
    return answer(false, ["invalid-input-response"]);
  }
  return answer(true);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = Number(process.argv[2] ?? 8878);
  await serveOnLoopback(port, siteverify);
  console.log(`Turnstile stand-in on http://127.0.0.1:${port}/siteverify`);
}
