import { TURNSTILE_TOKEN_MAX } from "@domain/turnstile";
import type { AppEnv } from "@worker/env";

/** How long Cloudflare may take to answer before the visitor is refused (fail closed). */
const VERIFY_TIMEOUT_MS = 5_000;

/**
 * Whether this request passed Turnstile: always true while Turnstile is off (no secret configured);
 * while it is on, only a token the verify endpoint accepts passes. A missing or overlong token, an
 * unreachable endpoint or an answer that is not a clear success all refuse: there is no other way through.
 */
export async function verifyHuman(app: AppEnv, token: string | null | undefined, address: string): Promise<boolean> {
  const turnstile = app.turnstile;
  if (!turnstile) return true;
  if (!token || token.length > TURNSTILE_TOKEN_MAX) return false;
  const form = new FormData();
  form.set("secret", turnstile.secret);
  form.set("response", token);
  if (address !== "unknown") form.set("remoteip", address);
  try {
    const response = await fetch(turnstile.verifyUrl, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return false;
    }
    const answer = (await response.json()) as { success?: unknown };
    return answer.success === true;
  } catch (error) {
    console.error("Turnstile verification failed", error);
    return false;
  }
}
