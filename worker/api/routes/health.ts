import { BUILD } from "@domain/build";
import { errorFields, noteDetails } from "@worker/log";
import { Hono } from "hono";
import { z } from "zod";
import { errorResponse, errors } from "../errors";
import { isoTime, ok } from "../openapi/components/answers";
import { CAPPED } from "../openapi/components/errors";
import { describing } from "../openapi/generator/derived";
import { describeRoutes } from "../openapi/generator/route-docs";
import { component } from "../openapi/generator/schemas";
import { type Resource, resourceRouter } from "../resource";
import { jsonBodyLimit } from "../resource-effects";

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

export type CheckName = keyof typeof CHECKS;

/** How a failed check is named in the 503's message. */
const CHECK_LABELS: Record<CheckName, string> = {
  d1: "D1 (database)",
  kv: "KV (sessions)",
  r2: "R2 (media storage)",
};

/** The 200 answer (HEALTH_ANSWER describes it); a 503 is DESIGN §4's error body. */
export interface HealthAnswer {
  status: "ok";
  checks: Record<CheckName, "ok">;
  version: { id: string | null; commit: string; builtAt: string | null };
}

const HEALTH_ANSWER = component("Health", () =>
  describing<HealthAnswer>()(
    z.object({
      status: z.literal("ok"),
      checks: z.object({ d1: z.literal("ok"), kv: z.literal("ok"), r2: z.literal("ok") }),
      version: z.object({
        id: z.string().nullable().describe("The Worker version id (what `wrangler rollback` names); null locally."),
        commit: z.string().describe("The git commit of the build."),
        builtAt: isoTime.nullable().describe("When the build ran (ISO 8601)."),
      }),
    }),
  ),
);

const healthDocs = describeRoutes("Operations")(
  "For uptime checks: D1, KV and R2 answer; never cached, never rate-limited",
  {
    responses: { 200: ok("Every check passed, and which build runs.", HEALTH_ANSWER) },
    errors: { ...CAPPED, 503: "A check failed: the message names it (why is in the logs)." },
  },
);

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

const HEALTH: Resource = { entity: "health", publicContent: false };

/**
 * GET /api/health, for uptime checks: 200 with the checks and the build when D1, KV and R2 answer,
 * else 503 whose message names the failed checks; why they failed goes to the request's log line,
 * never into the answer. Mounted before the API's middleware, so it is neither rate-limited nor
 * dependent on a valid session, and `no-store` so no cache ever answers for it. It keeps the API's
 * 64 KB body cap (its one client error, a 413; no uptime check sends a body).
 */
export const healthRoutes = resourceRouter(HEALTH, new Hono<{ Bindings: Cloudflare.Env }>()).get(
  "/",
  healthDocs,
  jsonBodyLimit,
  async (c) => {
    const names = Object.keys(CHECKS) as CheckName[];
    const outcomes = await Promise.all(names.map(async (name) => ({ name, error: await runCheck(name, c.env) })));
    const failed = outcomes.filter((outcome) => outcome.error);
    if (failed.length > 0) {
      noteDetails({ healthFailures: Object.fromEntries(failed.map(({ name, error }) => [name, errorFields(error)])) });
      return errorResponse(c, errors.unavailable(failed.map(({ name }) => CHECK_LABELS[name])));
    }
    const answer: HealthAnswer = {
      status: "ok",
      checks: { d1: "ok", kv: "ok", r2: "ok" },
      version: {
        // The deployed Worker version (what `wrangler rollback` names); absent in local development.
        id: c.env.CF_VERSION_METADATA?.id || null,
        commit: BUILD.commit,
        builtAt: BUILD.builtAt || null,
      },
    };
    c.header("Cache-Control", "no-store");
    return c.json(answer, 200);
  },
);
