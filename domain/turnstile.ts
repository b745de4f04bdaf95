/**
 * Cloudflare Turnstile, on when the Worker has a secret (TURNSTILE_SECRET with TURNSTILE_SITE_KEY).
 * The widget puts its token in the form field below; API callers send it in the header.
 */
export const TURNSTILE_FIELD = "cf-turnstile-response";
export const TURNSTILE_HEADER = "CF-Turnstile-Response";
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";
export const TURNSTILE_SCRIPT = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js`;
/** Cloudflare's; TURNSTILE_VERIFY_URL overrides it (tests point it at scripts/turnstile-stand-in.ts). */
export const TURNSTILE_DEFAULT_VERIFY_URL = `${TURNSTILE_ORIGIN}/turnstile/v0/siteverify`;
/** Cloudflare's documented test secret and the dummy token its test site keys produce. */
export const TURNSTILE_TEST_SECRET = "1x0000000000000000000000000000000AA";
export const TURNSTILE_TEST_SITE_KEY = "1x00000000000000000000AA";
export const TURNSTILE_DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
/** Tokens are at most 2048 characters (Cloudflare's documented limit). */
export const TURNSTILE_TOKEN_MAX = 2048;
