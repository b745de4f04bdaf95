/**
 * npm run check:deploy [-- --strict]: is the production Worker fit to deploy? Offline.
 * Builds the real production bundle (react-router build + `wrangler deploy --dry-run --env production
 * --outdir`), measures it, checks [env.production] against the top-level configuration, prints a
 * report and exits 1 on any failure. Placeholder resource ids and vars warn, and fail with --strict.
 * The build goes to .cache/check-deploy, leaving build/ and `npm run preview` as they were.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { unstable_readConfig as readConfig } from "wrangler";
import {
  checkBindings,
  checkBundleSize,
  checkCompatibilityDate,
  checkDemoMode,
  checkOperations,
  checkPlaceholders,
  checkSecrets,
  type Finding,
} from "./checks";

const strict = process.argv.includes("--strict");
const WORK_DIR = ".cache/check-deploy";
const BUILD_DIR = join(WORK_DIR, "build");
const BUNDLE_DIR = join(WORK_DIR, "bundle");
/** Where the Cloudflare Vite plugin points wrangler at the last build; restored afterwards. */
const REDIRECT = ".wrangler/deploy/config.json";
const offline = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

const read = (env?: string) =>
  readConfig({ config: "wrangler.toml", env }, { hideWarnings: true, useRedirectIfAvailable: false });
const topLevel = read();
const production = read("production");

function run(command: string, args: string[], env: NodeJS.ProcessEnv): { ok: boolean; output: string } {
  const result = spawnSync(command, args, { env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return { ok: result.status === 0, output: `${result.stdout ?? ""}${result.stderr ?? ""}` };
}

/** The production build and wrangler's dry run; answers the dry run's output or a failure. */
function buildProductionBundle(): { ok: boolean; output: string } {
  const previousRedirect = existsSync(REDIRECT) ? readFileSync(REDIRECT, "utf8") : null;
  rmSync(WORK_DIR, { recursive: true, force: true });
  try {
    const build = run("react-router", ["build"], {
      ...offline,
      CLOUDFLARE_ENV: "production",
      REACT_ROUTER_BUILD_DIR: BUILD_DIR,
    });
    if (!build.ok) return build;
    return run("wrangler", ["deploy", "--dry-run", "--env", "production", "--outdir", BUNDLE_DIR], offline);
  } finally {
    if (previousRedirect === null) rmSync(REDIRECT, { force: true });
    else writeFileSync(REDIRECT, previousRedirect);
  }
}

/** Raw and gzip bytes of the modules wrangler would upload (source maps and its README aside). */
function measure(dir: string): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const path = join(dir, entry);
    if (!statSync(path).isFile() || entry.endsWith(".map") || entry === "README.md") continue;
    const bytes = readFileSync(path);
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { raw, gzip };
}

/** Names in .dev.vars (local secrets), if the file exists. */
function localSecretNames(): string[] {
  if (!existsSync(".dev.vars")) return [];
  return readFileSync(".dev.vars", "utf8")
    .split("\n")
    .map((line) => /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1])
    .filter((name): name is string => Boolean(name));
}

const findings: Finding[] = [
  checkDemoMode(production),
  ...checkBindings(topLevel, production),
  checkCompatibilityDate(production, new Date()),
  ...checkPlaceholders(production, strict),
  ...checkOperations(topLevel, production),
  ...checkSecrets(topLevel, production, localSecretNames()),
];

console.log(`check:deploy${strict ? " --strict" : ""}: the production Worker ([env.production] of wrangler.toml)\n`);
const dryRun = buildProductionBundle();
if (dryRun.ok) {
  findings.unshift({
    level: "ok",
    check: "build",
    message: `production bundle built: wrangler deploy --dry-run --env production --outdir ${BUNDLE_DIR}`,
  });
  const own = measure(BUNDLE_DIR);
  // wrangler's own figure ("Total Upload: … / gzip: … KiB") when it printed one: the larger counts.
  const reported = /gzip:\s*([\d.]+)\s*KiB/.exec(dryRun.output);
  const gzip = Math.max(own.gzip, reported ? Number(reported[1]) * 1024 : 0);
  findings.splice(1, 0, checkBundleSize(own.raw, gzip));
} else {
  console.log(dryRun.output.split("\n").slice(-30).join("\n"));
  findings.unshift({
    level: "fail",
    check: "build",
    message: "the production build or wrangler's dry run failed (output above)",
  });
}

const MARK = { ok: "✓", warn: "!", fail: "✗" } as const;
for (const finding of findings) console.log(`  ${MARK[finding.level]} ${finding.check.padEnd(19)} ${finding.message}`);
const failures = findings.filter((f) => f.level === "fail").length;
const warnings = findings.filter((f) => f.level === "warn").length;
console.log(
  `\n${failures > 0 ? "FAILED" : "passed"}: ${failures} failure(s), ${warnings} warning(s)${
    warnings > 0 && !strict ? " (--strict, as deploy.yml runs it, fails on warnings)" : ""
  }`,
);
process.exit(failures > 0 ? 1 : 0);
