/**
 * The production checks of `npm run check:deploy`, as pure functions of the resolved wrangler
 * configurations: the top level (what local development, the tests and the code are written
 * against) and `[env.production]` (what `wrangler deploy --env production` ships).
 */
import {
  unstable_convertConfigBindingsToStartWorkerBindings as bindingsOf,
  type Unstable_Config as Config,
} from "wrangler";
import { TEST_CLOCK_BINDING } from "../../worker/clock";

export type Level = "ok" | "warn" | "fail";
export interface Finding {
  level: Level;
  check: string;
  message: string;
}

const MiB = 1024 * 1024;
/** Workers' limits on the compressed Worker (https://developers.cloudflare.com/workers/platform/limits/). */
export const SIZE_LIMITS = { free: 3 * MiB, paid: 10 * MiB } as const;
/** A compatibility date older than this means months of runtime fixes the Worker does not get. */
export const MAX_COMPATIBILITY_AGE_MONTHS = 6;

const ok = (check: string, message: string): Finding => ({ level: "ok", check, message });
const warn = (check: string, message: string): Finding => ({ level: "warn", check, message });
const fail = (check: string, message: string): Finding => ({ level: "fail", check, message });

type Bindings = Record<string, { type: string } & Record<string, unknown>>;
const bindings = (config: Config) => (bindingsOf(config) ?? {}) as Bindings;

export function checkDemoMode(production: Config): Finding {
  const value = production.vars?.DEMO_MODE;
  return value === "false"
    ? ok("demo mode", 'DEMO_MODE is "false" in production')
    : fail("demo mode", `DEMO_MODE must be "false" in production, found ${JSON.stringify(value ?? null)}`);
}

/** The test clock (worker/clock.ts) lets a request name its own instant: never in a deployment. */
export function checkNoTestClock(production: Config): Finding {
  const value = (production.vars as Record<string, unknown> | undefined)?.[TEST_CLOCK_BINDING];
  return value === undefined
    ? ok("test clock", `${TEST_CLOCK_BINDING} is not set in production`)
    : fail("test clock", `${TEST_CLOCK_BINDING} is for tests only: remove it from [env.production.vars]`);
}

/**
 * Every binding of the top level (the `Env` type the code is compiled against) must exist in
 * production with the same kind: bindings and vars are not inherited by wrangler environments, so
 * a Queue, `send_email` or var added at the top level only would be missing after deploy.
 */
export function checkBindings(topLevel: Config, production: Config): Finding[] {
  const expected = bindings(topLevel);
  const actual = bindings(production);
  const findings: Finding[] = [];
  for (const [name, binding] of Object.entries(expected)) {
    const found = actual[name];
    if (!found)
      findings.push(fail("bindings", `${name} (${binding.type}) is used by the code but missing in production`));
    else if (found.type !== binding.type) {
      findings.push(fail("bindings", `${name} is ${binding.type} locally but ${found.type} in production`));
    }
  }
  for (const consumer of topLevel.queues?.consumers ?? []) {
    if (!production.queues?.consumers?.some((c) => c.queue === consumer.queue)) {
      findings.push(fail("bindings", `queue consumer of "${consumer.queue}" is missing in production`));
    }
  }
  if (findings.length === 0) {
    const names = Object.entries(expected).map(([name, b]) => `${name} (${b.type})`);
    findings.push(ok("bindings", `all ${names.length} present in production: ${names.join(", ")}`));
  }
  return findings;
}

/** Cloudflare ids are UUIDs (D1) or 32 hex digits (KV, Hyperdrive, …); anything else is a stand-in. */
const REAL_ID = /^([0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** How wrangler.toml marks a production value the firm must fill in (e.g. PUBLIC_HOSTS, EMAIL_FROM). */
const PLACEHOLDER_VALUE = /REPLACE_WITH/;

/** Placeholder resource ids and vars: a warning, a failure with `--strict` (what deploy.yml runs). */
export function checkPlaceholders(production: Config, strict: boolean): Finding[] {
  const findings: Finding[] = [];
  const report = (message: string) =>
    findings.push(strict ? fail("placeholders", message) : warn("placeholders", message));
  for (const [name, binding] of Object.entries(bindings(production))) {
    for (const [field, value] of Object.entries(binding)) {
      if (!/(^|_)id$/.test(field) || typeof value !== "string" || REAL_ID.test(value)) continue;
      report(
        `${name}.${field} is a placeholder (${JSON.stringify(value)}): create the resource and put its id in [env.production]`,
      );
    }
  }
  for (const [name, value] of Object.entries(production.vars ?? {})) {
    if (typeof value === "string" && PLACEHOLDER_VALUE.test(value)) {
      report(`var ${name} is a placeholder (${JSON.stringify(value)}): put the real value in [env.production.vars]`);
    }
  }
  return findings.length > 0 ? findings : [ok("placeholders", "every production resource id and var is real")];
}

/** Hostnames that can never be the firm's public site. */
const NOT_A_PUBLIC_HOST =
  /(^|\.)(localhost|example|test|invalid|local|example\.(com|net|org))$|^127\.|^\[::1\]$|replace_with/i;

/**
 * The one origin every emailed link, feed and canonical URL is built from (worker/env.ts
 * absoluteUrl, issue 28): in production an https origin of the firm's own, never a placeholder; and
 * no workers.dev address, where the Worker would answer under a host nobody configured.
 */
export function checkPublicOrigin(production: Config, strict: boolean): Finding[] {
  const value = production.vars?.PUBLIC_ORIGIN;
  const findings: Finding[] = [];
  const url = typeof value === "string" ? URL.parse(value) : null;
  if (url?.protocol !== "https:" || url.origin !== String(value).replace(/\/$/, "").toLowerCase()) {
    findings.push(fail("public origin", `PUBLIC_ORIGIN must be the site's https origin, got ${JSON.stringify(value)}`));
  } else if (NOT_A_PUBLIC_HOST.test(url.hostname)) {
    const message = `PUBLIC_ORIGIN ${url.origin} is a placeholder: put the firm's own https origin in [env.production.vars]`;
    findings.push(strict ? fail("public origin", message) : warn("public origin", message));
  } else {
    findings.push(ok("public origin", `every absolute URL starts with ${url.origin}`));
  }
  findings.push(
    production.workers_dev === false
      ? ok("workers.dev", "off in production (workers_dev = false)")
      : fail("workers.dev", "set workers_dev = false in [env.production]: the site answers only at PUBLIC_ORIGIN"),
  );
  return findings;
}

export function checkCompatibilityDate(production: Config, today: Date): Finding {
  const date = production.compatibility_date;
  if (!date) return fail("compatibility date", "no compatibility_date in production");
  const oldest = new Date(today);
  oldest.setUTCMonth(oldest.getUTCMonth() - MAX_COMPATIBILITY_AGE_MONTHS);
  const days = Math.floor((today.getTime() - Date.parse(date)) / 86_400_000);
  return Date.parse(date) < oldest.getTime()
    ? fail(
        "compatibility date",
        `${date} is ${days} days old (over ${MAX_COMPATIBILITY_AGE_MONTHS} months): move it forward and test`,
      )
    : ok("compatibility date", `${date} (${days} days old, limit ${MAX_COMPATIBILITY_AGE_MONTHS} months)`);
}

/** Workers Logs stays on, and the scheduled jobs keep their triggers. */
export function checkOperations(topLevel: Config, production: Config): Finding[] {
  const findings = [
    production.observability?.enabled
      ? ok("observability", "Workers Logs on ([observability] enabled)")
      : fail("observability", "[observability] enabled = true is missing in production: Workers Logs would be off"),
  ];
  const missing = (topLevel.triggers?.crons ?? []).filter((cron) => !production.triggers?.crons?.includes(cron));
  findings.push(
    missing.length > 0
      ? fail("cron triggers", `missing in production: ${missing.join(", ")}`)
      : ok("cron triggers", (production.triggers?.crons ?? []).join(", ") || "none"),
  );
  return findings;
}

/** The secrets the Worker expects: `[secrets] required` (checked by `wrangler deploy` against Cloudflare). */
export function checkSecrets(topLevel: Config, production: Config, localSecretNames: readonly string[]): Finding[] {
  const declared = topLevel.secrets?.required ?? [];
  const inProduction = production.secrets?.required ?? [];
  const findings: Finding[] = [];
  const notInProduction = declared.filter((name) => !inProduction.includes(name));
  if (notInProduction.length > 0) {
    findings.push(
      fail("secrets", `required locally but not in [env.production.secrets]: ${notInProduction.join(", ")}`),
    );
  }
  const undeclared = localSecretNames.filter((name) => !declared.includes(name));
  if (undeclared.length > 0) {
    findings.push(warn("secrets", `in .dev.vars but not declared in [secrets] required: ${undeclared.join(", ")}`));
  }
  findings.push(
    ok(
      "secrets",
      inProduction.length > 0
        ? `expected (set each with \`wrangler secret put NAME --env production\`): ${inProduction.join(", ")}`
        : "the Worker expects none ([secrets] required is empty)",
    ),
  );
  return findings;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const percent = (part: number, whole: number) => `${Math.round((part / whole) * 100)} %`;

/** A Worker's own limit, stricter than the platform's: its gzip size and (measured locally) startup CPU time. */
export interface Budget {
  gzipBytes: number;
  startupMs?: number;
  why: string;
}

/**
 * Issue 12: the site Worker at most 1 MiB gzip and 400 ms startup, which is why the social-card
 * renderer is a Worker of its own (docs/decisions/012-card-worker.md); that one must fit the Free plan.
 * zxcvbn's English dictionaries, the X.509 stack of the passkey library and React's string renderer
 * left the site Worker to bring it back under 1 MiB (docs/decisions/029-worker-size.md).
 */
export const BUDGETS = {
  site: { gzipBytes: 1 * MiB, startupMs: 400, why: "issue 12's budget" },
  cards: { gzipBytes: SIZE_LIMITS.free, why: "the Free plan's limit" },
} as const satisfies Record<string, Budget>;

/** The compressed Worker against its budget (when given), the Free (3 MiB) and Paid (10 MiB) limits. */
export function checkBundleSize(rawBytes: number, gzipBytes: number, budget?: Budget, check = "bundle size"): Finding {
  const summary = `${kib(rawBytes)}, gzip ${kib(gzipBytes)}: ${percent(gzipBytes, SIZE_LIMITS.free)} of the 3 MiB Free limit, ${percent(gzipBytes, SIZE_LIMITS.paid)} of the 10 MiB Paid limit`;
  if (gzipBytes > SIZE_LIMITS.paid) return fail(check, `${summary}: too large to deploy`);
  if (budget && gzipBytes > budget.gzipBytes) {
    return fail(check, `${summary}: over ${kib(budget.gzipBytes)} gzip (${budget.why})`);
  }
  if (gzipBytes > SIZE_LIMITS.free) return warn(check, `${summary}: needs Workers Paid`);
  return ok(check, budget ? `${summary} (budget ${kib(budget.gzipBytes)}, ${budget.why})` : summary);
}

/** Startup CPU time (wrangler check startup's "Active", measured in local workerd) against the budget. */
export function checkStartup(startupMs: number, budget: Budget, check = "startup"): Finding {
  if (!Number.isFinite(startupMs)) return fail(check, "wrangler check startup gave no measurement");
  const summary = `${startupMs.toFixed(1)} ms CPU at startup, measured locally`;
  if (budget.startupMs === undefined) return ok(check, summary);
  return startupMs < budget.startupMs
    ? ok(check, `${summary} (budget < ${budget.startupMs} ms, ${budget.why})`)
    : fail(check, `${summary}: not under ${budget.startupMs} ms (${budget.why})`);
}

/** The bundle's files whose text holds a marker, case aside. */
const holding = (files: readonly { name: string; bytes: Uint8Array }[], marker: string) =>
  files.filter(({ bytes }) => Buffer.from(bytes).toString("latin1").toLowerCase().includes(marker.toLowerCase()));

/** What marks each renderer in a bundle: resvg by name, pdf-lib by its default producer's address. */
const RENDERERS = { resvg: "resvg", "pdf-lib": "Hopding/pdf-lib" } as const;

/** The site bundle's files that hold resvg or pdf-lib: the renderers belong in the card Worker alone (decisions 012, 041). */
export function checkNoRenderer(files: readonly { name: string; bytes: Uint8Array }[]): Finding {
  const found = Object.entries(RENDERERS).flatMap(([name, marker]) =>
    holding(files, marker).map((file) => `${name} in ${file.name}`),
  );
  return found.length === 0
    ? ok("card renderer", "the site bundle holds no resvg or pdf-lib (they are the card Worker's, behind CARDS)")
    : fail("card renderer", `a renderer is bundled in the site Worker: ${found.join(", ")}`);
}

/** A message only React's legacy string renderer (renderToString, renderToStaticMarkup) carries. */
export const STRING_RENDERER_MARKER = "which does not support Suspense";

/** The site streams its pages (renderToReadableStream): React's string renderer is dead weight (vite.renderer.ts). */
export function checkNoStringRenderer(files: readonly { name: string; bytes: Uint8Array }[]): Finding {
  const found = holding(files, STRING_RENDERER_MARKER);
  return found.length === 0
    ? ok("string renderer", "the site bundle holds only React's streaming renderer")
    : fail(
        "string renderer",
        `React's legacy string renderer is bundled in the site Worker: ${found.map((f) => f.name).join(", ")}`,
      );
}
