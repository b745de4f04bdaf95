import { BUILD } from "@domain/build";
import { errorFields, noteDetails } from "@worker/log";
import { Hono } from "hono";

/** A check slower than this counts as failed: an uptime probe must get an answer, not a hang. */
const CHECK_TIMEOUT_MS = 3_000;

/**
 * One cheap read per binding, on the raw bindings (not `appEnv`, which throws when one is missing):
 * D1 reads a table the migrations create, KV and R2 look up a key that never exists.
 */
const CHECKS = {
  d1: (env: Cloudflare.Env) => env.DB.prepare("SELECT 1 FROM app_meta LIMIT 1").all(),
  kv: (env: Cloudflare.Env) => env.SESSIONS.get("health-check"),
  r2: (env: Cloudflare.Env) => env.MEDIA.head("health-check"),
} as const;

type CheckName = keyof typeof CHECKS;
type CheckResult = "ok" | "failed";

async function runCheck(name: CheckName, env: Cloudflare.Env): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} check timed out`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([CHECKS[name](env), timeout]);
    return null;
  } catch (error) {
    return error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health, for uptime checks: 200 when D1, KV and R2 answer, else 503 naming the failed
 * checks. Why a check failed goes to the request's log line, never into the answer. Mounted
 * before the API's middleware, so it is neither rate-limited nor dependent on a valid session,
 * and marked `no-store` so no cache ever answers for it.
 */
export const healthRoutes = new Hono<{ Bindings: Cloudflare.Env }>().get("/", async (c) => {
  const names = Object.keys(CHECKS) as CheckName[];
  const errors = await Promise.all(names.map((name) => runCheck(name, c.env)));
  const checks = Object.fromEntries(names.map((name, i) => [name, errors[i] ? "failed" : "ok"])) as Record<
    CheckName,
    CheckResult
  >;
  const failing = names.filter((name) => checks[name] === "failed");
  if (failing.length > 0) {
    noteDetails({
      healthFailures: Object.fromEntries(names.flatMap((n, i) => (errors[i] ? [[n, errorFields(errors[i])]] : []))),
    });
  }
  const version = {
    // The deployed Worker version (what `wrangler rollback` names); absent in local development.
    id: c.env.CF_VERSION_METADATA?.id || null,
    commit: BUILD.commit,
    builtAt: BUILD.builtAt || null,
  };
  c.header("Cache-Control", "no-store");
  return failing.length === 0
    ? c.json({ status: "ok", checks, version }, 200)
    : c.json({ status: "failing", failing, checks, version }, 503);
});
