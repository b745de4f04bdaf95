/**
 * Debian's sqlmap on every query parameter and top-level JSON field of the API (admin routes with an
 * admin token), in two depths chosen to fit CI's time on 2 cores (a full-depth run of every field
 * took over an hour):
 * - deep (--level=3 --risk=2): free text (targets.ts `freeText`) that reaches a WHERE clause (every
 *   query parameter) or that anyone may send (the public routes' fields);
 * - light (--level=1 --risk=1): the rest, i.e. typed fields (numbers, enums, dates, emails: their
 *   validators refuse every sqlmap payload before any SQL) and the admin forms' text (bound values
 *   of an INSERT or UPDATE, reachable only with a session). The corpus phase covers those too, and
 *   any 500 it causes fails the suite.
 * Options, and why:
 * - --technique=BT: boolean-based and time-based blind. SQLite has no error-based payloads in
 *   sqlmap; UNION is only tried in earnest once another technique found a point; D1 runs one
 *   statement per query, so stacked queries cannot apply. --time-sec=1: SQLite has no sleep, sqlmap
 *   times a heavy query sized by it instead (and checks any delay it sees again).
 * - --dbms=SQLite: D1 is SQLite; payloads for other databases cannot apply.
 * - --skip=user-agent,referer: level 3 also tests those headers; the Worker never puts them in SQL.
 * - --tamper=xforwardedfor: a random CF-Connecting-IP per request (wrangler dev passes it through),
 *   so the per-client limits answer 429 to none of sqlmap's requests and every payload reaches the code.
 * - A create (POST) whose update (PUT …/:id) takes the same fields is tested through the update: a
 *   repeated create is refused as a duplicate (409) before the insert, an update reaches the SQL each time.
 * Every job starts from a request the route accepts (its validation passes), checked first: a sample
 * the route refuses would leave sqlmap testing the validator only, and fails the suite.
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_HEADER } from "../../domain/turnstile";
import { fillPath, type Known } from "./corpus-phase";
import { BASE_URL, json, pool, problems, send } from "./http";
import type { Target } from "./targets";

const DEPTHS = {
  deep: ["--level=3", "--risk=2"],
  light: ["--level=1", "--risk=1"],
} as const;
type Depth = keyof typeof DEPTHS;

interface Job {
  name: string;
  depth: Depth;
  target: Target;
  parameters: string[];
}

const bodyKeys = (target: Target) =>
  Object.keys(target.body ?? {})
    .sort()
    .join(",");

/** Targets sqlmap attacks: those with parameters, creates left to their same-shaped updates. */
function attacked(all: Target[]): Target[] {
  const updates = new Set(all.filter((t) => t.method === "PUT").map((t) => `${t.path} ${bodyKeys(t)}`));
  return all.filter((target) => {
    if (target.path === "/api/logout" || target.bodyType === "multipart/form-data") return false;
    if (target.method === "POST" && updates.has(`${target.path}/:id ${bodyKeys(target)}`)) return false;
    return target.query.length > 0 || Object.keys(target.body ?? {}).length > 0;
  });
}

function jobsOf(all: Target[]): Job[] {
  const jobs: Job[] = [];
  for (const target of attacked(all)) {
    // sqlmap names a JSON body's top-level values; nested ones (lists of FAQs, degrees) get the
    // names of their inner keys and are left to the corpus and the API tests.
    const scalars = Object.entries(target.body ?? {}).filter(
      ([, value]) => value === null || typeof value !== "object",
    );
    const every = [...target.query, ...scalars.map(([name]) => name)];
    const free = new Set(target.freeText);
    const deep = every.filter((name) => free.has(name) && (target.query.includes(name) || !target.admin));
    const light = every.filter((name) => !deep.includes(name));
    const name = `${target.method} ${target.path}`;
    if (every.length === 0) continue;
    if (deep.length > 0) jobs.push({ name, depth: "deep", target, parameters: deep });
    if (light.length > 0) jobs.push({ name, depth: "light", target, parameters: light });
  }
  return jobs;
}

const urlOf = (target: Target, known: Known) =>
  `${fillPath(target.path, known)}${target.query.length > 0 ? `?${new URLSearchParams(target.querySample)}` : ""}`;

const contentType = (target: Target) =>
  !target.bodyType || target.bodyType === "application/json" ? "application/json" : target.bodyType;

function argsOf(job: Job, known: Known, dir: string): string[] {
  const { target } = job;
  const args = [
    "-u",
    `${BASE_URL}${urlOf(target, known)}`,
    "-p",
    job.parameters.join(","),
    "--batch",
    ...DEPTHS[job.depth],
    "--technique=BT",
    "--time-sec=1",
    "--dbms=SQLite",
    "--skip=user-agent,referer",
    "--tamper=xforwardedfor",
    "-H",
    `${TURNSTILE_HEADER}: ${TURNSTILE_DUMMY_TOKEN}`,
    "--output-dir",
    dir,
    "--disable-coloring",
    "--flush-session",
    "--ignore-stdin",
  ];
  // Sign-in answers a wrong password 401, its normal answer; on admin routes a 401 would be a lost session.
  if (target.admin) args.push("-H", `Authorization: Bearer ${known.token}`);
  else args.push("--ignore-code=401");
  if (target.body) {
    args.push(
      "--method",
      target.method,
      "--data",
      JSON.stringify(target.body),
      "-H",
      `Content-Type: ${contentType(target)}`,
    );
  } else if (target.method !== "GET") {
    args.push("--method", target.method);
  }
  return args;
}

/**
 * Routes whose body carries a one-time credential (a code from an app, a link's token, a WebAuthn
 * answer, the current password): no sample can hold a valid one, so their starting request is
 * refused; sqlmap still tests every field up to that check.
 */
const ONE_TIME_CREDENTIAL_ROUTES = new Set([
  "POST /api/login/second-factor",
  "POST /api/login/passkey",
  "POST /api/account/password",
  "POST /api/account/passkeys",
  "POST /api/account/totp/confirm",
  "POST /api/password/reset",
  "POST /api/newsletter/confirm",
  "POST /api/newsletter/unsubscribe",
  "GET /api/newsletter/unsubscribe",
]);

/** The job's own request, untouched: its answer must not be a validation failure. */
async function baseAccepted(target: Target, known: Known): Promise<string | null> {
  const headers: Record<string, string> = target.admin ? { authorization: `Bearer ${known.token}` } : {};
  if (target.body) headers["content-type"] = contentType(target);
  const response = await send({
    method: target.method,
    path: urlOf(target, known),
    headers,
    body: target.body ? json(target.body) : undefined,
    label: "[sqlmap base]",
  });
  const text = (await response?.text()) ?? "";
  return response?.status === 400 && text.includes("validation_failed") ? text.slice(0, 300) : null;
}

interface Outcome {
  job: Job;
  verdict: "clean" | "injectable" | "unfinished";
  log: string;
}

function run(job: Job, known: Known, out: string, index: number): Promise<Outcome> {
  const dir = `${out}/sqlmap/${index}`;
  mkdirSync(dir, { recursive: true });
  const logPath = `${out}/sqlmap/${index}.log`;
  return new Promise((resolve) => {
    const child = spawn("sqlmap", argsOf(job, known, dir), { stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (c: Buffer) => chunks.push(c));
    child.stderr.on("data", (c: Buffer) => chunks.push(c));
    child.on("close", () => {
      const log = Buffer.concat(chunks).toString("utf8");
      writeFileSync(logPath, `${job.name} (${job.depth}): ${job.parameters.join(", ")}\n${log}`);
      // Every parameter named gets its own "does not seem to be injectable" when its tests ran to the end.
      const cleared = (log.match(/parameter '[^']+' does not seem to be injectable/g) ?? []).length;
      const verdict = /identified the following injection point|parameter '[^']+' is vulnerable/i.test(log)
        ? "injectable"
        : cleared >= job.parameters.length
          ? "clean"
          : "unfinished";
      resolve({ job, verdict, log: logPath });
    });
  });
}

export async function sqlmapPhase(all: Target[], known: Known, out: string) {
  const jobs = jobsOf(all);
  for (const target of new Set(jobs.map((j) => j.target))) {
    if (ONE_TIME_CREDENTIAL_ROUTES.has(`${target.method} ${target.path}`)) continue;
    const refused = await baseAccepted(target, known);
    if (refused)
      problems.push({
        kind: "sqlmap",
        detail: `${target.method} ${target.path}: the route refuses sqlmap's starting request, so only validation would be tested: ${refused}`,
      });
  }
  const width = Number(process.env.ATTACK_SQLMAP_PARALLEL ?? 6);
  const results = await pool(
    jobs.map((job, index) => () => run(job, known, out, index)),
    width,
  );
  for (const { job, verdict, log } of results) {
    if (verdict === "injectable")
      problems.push({ kind: "sqlmap", detail: `${job.name}: sqlmap reports an injection (see ${log})` });
    else if (verdict === "unfinished")
      problems.push({ kind: "sqlmap", detail: `${job.name}: sqlmap did not finish its tests (see ${log})` });
  }
  const count = (depth: Depth) => jobs.filter((j) => j.depth === depth).reduce((n, j) => n + j.parameters.length, 0);
  return {
    jobs: jobs.length,
    routes: new Set(jobs.map((j) => j.target)).size,
    deep: count("deep"),
    light: count("light"),
  };
}
