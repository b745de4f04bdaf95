/**
 * npm run check:deploy [-- --strict]: are the production Workers fit to deploy? Offline.
 * Builds the real production bundles (the site: react-router build + `wrangler deploy --dry-run --env
 * production`; the card Worker: its own dry run), measures their size and startup against their
 * budgets, checks [env.production] against the top-level configuration, prints a report and exits 1
 * on any failure. Placeholder resource ids and vars warn, and fail with --strict.
 * The build goes to .cache/check-deploy, leaving build/ and `npm run preview` as they were.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { unstable_readConfig as readConfig } from "wrangler";
import { startupMs } from "../startup-time";
import {
  BUDGETS,
  type Budget,
  checkBindings,
  checkBundleSize,
  checkCompatibilityDate,
  checkDemoMode,
  checkNoRenderer,
  checkNoStringRenderer,
  checkNoTestClock,
  checkOperations,
  checkPlaceholders,
  checkPublicOrigin,
  checkSecrets,
  checkStartup,
  type Finding,
} from "./checks";

const strict = process.argv.includes("--strict");
const WORK_DIR = resolve(".cache/check-deploy");
const BUILD_DIR = join(WORK_DIR, "build");
/** Where each dry run writes its modules (`--outdir`) and its upload as one file (`--outfile`, what startup is profiled from). */
const SITE = { dir: join(WORK_DIR, "bundle"), file: join(WORK_DIR, "site.bundle") };
const CARDS = { dir: join(WORK_DIR, "cards-bundle"), file: join(WORK_DIR, "cards.bundle") };
const CARDS_CONFIG = "worker/cards/wrangler.toml";
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

const dryRun = (target: { dir: string; file: string }, config: string[] = []) =>
  run(
    "wrangler",
    ["deploy", "--dry-run", ...config, "--env", "production", "--outdir", target.dir, "--outfile", target.file],
    offline,
  );

/** The site's production build and wrangler's dry run; answers the dry run's output or a failure. */
function buildSiteBundle(): { ok: boolean; output: string } {
  const previousRedirect = existsSync(REDIRECT) ? readFileSync(REDIRECT, "utf8") : null;
  rmSync(WORK_DIR, { recursive: true, force: true });
  try {
    const build = run("react-router", ["build"], {
      ...offline,
      CLOUDFLARE_ENV: "production",
      REACT_ROUTER_BUILD_DIR: BUILD_DIR,
    });
    if (!build.ok) return build;
    return dryRun(SITE);
  } finally {
    if (previousRedirect === null) rmSync(REDIRECT, { force: true });
    else writeFileSync(REDIRECT, previousRedirect);
  }
}

/** The modules wrangler would upload (source maps and its README aside). */
function bundleFiles(dir: string): { name: string; bytes: Buffer }[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((entry) => statSync(join(dir, entry)).isFile() && !entry.endsWith(".map") && entry !== "README.md")
    .map((entry) => ({ name: entry, bytes: readFileSync(join(dir, entry)) }));
}

/** Raw and gzip bytes of a bundle; wrangler's own gzip figure ("Total Upload: … / gzip: … KiB") when larger. */
function measure(files: { bytes: Buffer }[], dryRunOutput: string): { raw: number; gzip: number } {
  const raw = files.reduce((sum, f) => sum + f.bytes.length, 0);
  const own = files.reduce((sum, f) => sum + gzipSync(f.bytes).length, 0);
  const reported = /gzip:\s*([\d.]+)\s*KiB/.exec(dryRunOutput);
  return { raw, gzip: Math.max(own, reported ? Number(reported[1]) * 1024 : 0) };
}

/** Size, startup and (for the site) the card renderer's absence, or the build's failure with its output. */
function bundleFindings(
  name: "site" | "cards",
  built: { ok: boolean; output: string },
  target: { dir: string; file: string },
): Finding[] {
  const what = name === "site" ? "site Worker" : `card Worker (${CARDS_CONFIG})`;
  if (!built.ok) {
    console.log(built.output.split("\n").slice(-30).join("\n"));
    return [{ level: "fail", check: `${name} build`, message: `the ${what}'s build or dry run failed (output above)` }];
  }
  const files = bundleFiles(target.dir);
  const { raw, gzip } = measure(files, built.output);
  const budget: Budget = BUDGETS[name];
  return [
    {
      level: "ok",
      check: `${name} build`,
      message: `${what}: wrangler deploy --dry-run --env production --outdir ${relative(".", target.dir)}`,
    },
    checkBundleSize(raw, gzip, budget, `${name} bundle`),
    checkStartup(
      startupMs({ worker: target.file, profile: `${target.file}.cpuprofile`, gate: { budgetMs: budget.startupMs } }),
      budget,
      `${name} startup`,
    ),
    ...(name === "site" ? [checkNoRenderer(files), checkNoStringRenderer(files)] : []),
  ];
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
  checkNoTestClock(production),
  ...checkBindings(topLevel, production),
  checkCompatibilityDate(production, new Date()),
  ...checkPlaceholders(production, strict),
  ...checkPublicOrigin(production, strict),
  ...checkOperations(topLevel, production),
  ...checkSecrets(topLevel, production, localSecretNames()),
];

console.log(
  `check:deploy${strict ? " --strict" : ""}: the production Workers ([env.production] of wrangler.toml and ${CARDS_CONFIG})\n`,
);
findings.unshift(
  ...bundleFindings("site", buildSiteBundle(), SITE),
  ...bundleFindings("cards", dryRun(CARDS, ["--config", CARDS_CONFIG]), CARDS),
);

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
