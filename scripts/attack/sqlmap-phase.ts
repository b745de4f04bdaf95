/**
 * Debian's sqlmap on every query parameter and every JSON field (nested ones and list items
 * included) of the public and admin API, admin routes with an admin token, at one of two depths
 * (ATTACK_SQLMAP_DEPTH):
 * - `full`, the default: `--level=3 --risk=2`, 150-300 requests a point. Run it before a release and
 *   whenever a query, a route or its validation changes.
 * - `breadth`, what CI runs (.ci/run): sqlmap's default `--level=1 --risk=1` at the same points,
 *   11-25 requests a point: the boolean-based and inline tests with the common boundaries (SQLite's
 *   time-based and stacked tests start at level 3). The full depth needs over 40 minutes on CI's
 *   2-core machine by itself (decision 016), more than CI's 90 minutes leave beside the other suites; the corpus
 *   phase still sends its SQL payloads to every point there, and fails on any 500 they cause.
 * Options, and why:
 * - Every technique but UNION (--technique=BESTQ). For SQLite at level 3 / risk 2 that is 9
 *   boolean-based tests, 2 inline-query tests, 1 stacked-query and 1 time-based test (heavy query);
 *   sqlmap has no error-based payloads for SQLite, so E adds none. UNION is left out because it
 *   runs away on this API: on a length-limited field (a phone number, 40 characters) the validator
 *   answers a short `ORDER BY 1` 200 and a long `ORDER BY 9999` 400, which sqlmap takes for a
 *   column count ("999 columns"), then it sends UNION SELECTs of up to 999 columns, every one
 *   refused by the validator: over 8,000 requests and 15 minutes for one field, measured. A field
 *   that a UNION could exploit is one whose text reaches the SQL unbound, which the boolean tests
 *   (the same boundaries, AND/OR/CASE clauses) and the time-based test detect first.
 * - --dbms=SQLite: D1 is SQLite; payloads for other databases cannot apply.
 * - --time-sec=1: SQLite has no sleep, sqlmap times a heavy query sized by it (and checks any delay
 *   it sees again before reporting it).
 * - JSON bodies carry sqlmap's custom injection mark (`*`) after every leaf value, so nested fields
 *   and list items are tested as well as top-level ones (sqlmap's own JSON parsing marks only the
 *   first list of a body). Query parameters are named with -p. Only those points are tested: the
 *   User-Agent, Referer and Cookie headers, which level 3 adds, never reach SQL here.
 * - --keep-alive and --skip-waf: one connection per sqlmap process instead of one per request, and no
 *   probe for a WAF in front of a local runtime that has none. The same points and tests, measured on
 *   the breadth run: sqlmap's own CPU 168 core-seconds before, 128 after (sqlmap retries a request
 *   whose kept connection the server closed).
 * - --tamper=xforwardedfor: a random CF-Connecting-IP per request (the local runtime passes it through),
 *   so per-client limits answer 429 to none of sqlmap's payloads. Per-account limits still apply
 *   (sign-in 100 failures per account, password change and second factor per account): once they
 *   answer 429 the rest of that job tests the throttle; the summary counts those answers.
 * - A create (POST) whose update (PUT …/:id) takes the same fields is tested through the update: a
 *   repeated create is refused as a duplicate (409) before the insert, an update reaches the SQL each time.
 * - Jobs of at most CHUNK points run in a pool (ATTACK_SQLMAP_PARALLEL, default 3 per core), longest
 *   first; sqlmap's --threads does not parallelise detection, separate processes do. The jobs that
 *   write one record run one after another, so none sees another's edits in the record it is answered with.
 * Every job starts from a request the route accepts (its validation passes), checked first: a sample
 * the route refuses would leave sqlmap testing the validator only, and fails the suite. Every job
 * must end each of its points with sqlmap's "does not seem to be injectable" and have sent at least
 * the depth's `minPerPoint` requests per point (counted in its traffic file), or the suite fails; a
 * point where sqlmap found a candidate and rejected it as a false positive (its tests end there)
 * counts `minPerRejected` instead, and the summary lists it. A job that reports an injection runs
 * once more, and the report stands only if that run repeats it (see `confirmed`).
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_HEADER } from "../../domain/turnstile";
import { fillPath, type Known } from "./corpus-phase";
import { BASE_URL, json, pool, problems, send } from "./http";
import type { Target } from "./targets";

/**
 * minPerPoint: fewer requests per point would mean sqlmap skipped its tests (a point takes ~150-300 at
 * full depth, 11-25 at breadth). minPerRejected: after sqlmap rejects a candidate it stops testing that
 * point, and its checks of the candidate still take ~40 (full) or ~10 (breadth).
 */
const DEPTHS = {
  full: { level: 3, risk: 2, minPerPoint: 100, minPerRejected: 30 },
  breadth: { level: 1, risk: 1, minPerPoint: 10, minPerRejected: 8 },
} as const;
export type SqlmapDepth = keyof typeof DEPTHS;

export function sqlmapDepth(name = process.env.ATTACK_SQLMAP_DEPTH ?? "full"): SqlmapDepth {
  if (!Object.hasOwn(DEPTHS, name)) throw new Error(`ATTACK_SQLMAP_DEPTH=${name}: expected full or breadth`);
  return name as SqlmapDepth;
}
/** Boolean, error, stacked, time-based and inline: all but UNION (see above). */
const TECHNIQUES = "BESTQ";
/**
 * Points per sqlmap process: small enough to spread over the pool, large enough to amortise its
 * start (about half a core-second of Python a process, against a quarter a point at breadth; the
 * per-account limits count a route's requests whatever the chunk). Three points a job was 133 jobs.
 */
const CHUNK = 8;
const MARK = "*";

interface Job {
  name: string;
  target: Target;
  /** Query parameter names, or the JSON paths of the marked leaves. */
  points: string[];
  /** The JSON body with a mark after each point's value (body routes). */
  data?: string;
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

/** The JSON paths of every leaf value (string, number, boolean, null), in document order. */
function leaves(value: unknown, path = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${path}[${i}]`));
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  return [path];
}

/** `value` as JSON with sqlmap's mark after the leaves in `marked` (inside a string's quotes). */
function withMarks(value: unknown, marked: Set<string>, path = ""): string {
  if (Array.isArray(value)) return `[${value.map((item, i) => withMarks(item, marked, `${path}[${i}]`)).join(",")}]`;
  if (value !== null && typeof value === "object")
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${withMarks(item, marked, path ? `${path}.${key}` : key)}`)
      .join(",")}}`;
  const text = JSON.stringify(value);
  if (!marked.has(path)) return text;
  return typeof value === "string" ? `${text.slice(0, -1)}${MARK}"` : `${text}${MARK}`;
}

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

export function jobsOf(all: Target[]): Job[] {
  const jobs: Job[] = [];
  for (const target of attacked(all)) {
    const name = `${target.method} ${target.path}`;
    for (const points of chunks(target.query, CHUNK)) jobs.push({ name, target, points });
    if (!target.body) continue;
    for (const points of chunks(leaves(target.body), CHUNK))
      jobs.push({ name, target, points, data: withMarks(target.body, new Set(points)) });
  }
  // Longest first, so the pool does not end waiting on one long job.
  return jobs.sort((a, b) => b.points.length - a.points.length);
}

const urlOf = (target: Target, known: Known) =>
  `${fillPath(target.path, known)}${target.query.length > 0 ? `?${new URLSearchParams(target.querySample)}` : ""}`;

const contentType = (target: Target) =>
  !target.bodyType || target.bodyType === "application/json" ? "application/json" : target.bodyType;

function argsOf(job: Job, known: Known, depth: SqlmapDepth, dir: string, traffic: string): string[] {
  const { target } = job;
  const args = [
    "-u",
    `${BASE_URL}${urlOf(target, known)}`,
    "--batch",
    `--level=${DEPTHS[depth].level}`,
    `--risk=${DEPTHS[depth].risk}`,
    `--technique=${TECHNIQUES}`,
    "--dbms=SQLite",
    "--time-sec=1",
    "--tamper=xforwardedfor",
    "-H",
    `${TURNSTILE_HEADER}: ${TURNSTILE_DUMMY_TOKEN}`,
    "--output-dir",
    dir,
    "-t",
    traffic,
    "--disable-coloring",
    "--flush-session",
    "--ignore-stdin",
    "--keep-alive",
    "--skip-waf",
  ];
  // Sign-in answers a wrong password 401, its normal answer; on admin routes a 401 would be a lost session.
  if (target.admin) args.push("-H", `Authorization: Bearer ${known.token}`);
  else args.push("--ignore-code=401");
  if (LOOKUP_ROUTES.has(`${target.method} ${target.path}`)) args.push("--ignore-code=404");
  if (job.data) {
    args.push("--method", target.method, "--data", job.data, "-H", `Content-Type: ${contentType(target)}`);
  } else {
    args.push("-p", job.points.join(","), "--skip=user-agent,referer");
    if (target.method !== "GET") args.push("--method", target.method);
  }
  return args;
}

/**
 * Routes whose body carries a one-time credential (a code from an app, a link's token, a WebAuthn
 * answer, the current password) or a free slot: no sample can hold a valid one, so their starting request is
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
  // A free slot depends on the hour the suite runs and on what it booked already: no static sample
  // holds one (tests/api/bookings.test.ts books through these routes, 20 at once).
  "POST /api/bookings",
  "POST /api/bookings/holds",
  "POST /api/calendar/bookings/:id/reschedule",
  "POST /api/bookings/manage/reschedule",
  // An attorney's consultation types and practice areas are the seeded rows' ids, read at run time.
  "PUT /api/attorney-availability/:id",
]);

/**
 * Routes that look their credential or booking up (a manage link, a booking's id): an unknown one is a 404,
 * their normal answer to sqlmap's samples, and sqlmap would otherwise stop at its first request.
 */
const LOOKUP_ROUTES = new Set([
  "GET /api/bookings/manage",
  "POST /api/bookings/manage/cancel",
  "POST /api/bookings/manage/reschedule",
  // A booking the sample names by id: none exists until a visitor books.
  "POST /api/calendar/bookings/:id/reschedule",
  // An engagement letter's draft the sample names by id: none exists until staff prepare one.
  "PUT /api/engagement-letters/:id",
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
  verdict: "clean" | "injectable" | "unfinished" | "too few requests";
  requests: number;
  throttled: number;
  /** Candidates sqlmap found and then rejected as false positives (each ends its point's tests early). */
  rejected: number;
  log: string;
}

function run(job: Job, known: Known, depth: SqlmapDepth, out: string, index: number | string): Promise<Outcome> {
  const { minPerPoint, minPerRejected } = DEPTHS[depth];
  const dir = `${out}/sqlmap/${index}`;
  mkdirSync(dir, { recursive: true });
  const logPath = `${out}/sqlmap/${index}.log`;
  const traffic = `${dir}/traffic.txt`;
  return new Promise((resolve) => {
    const child = spawn("sqlmap", argsOf(job, known, depth, dir, traffic), { stdio: ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout.on("data", (c: Buffer) => output.push(c));
    child.stderr.on("data", (c: Buffer) => output.push(c));
    child.on("close", () => {
      const log = Buffer.concat(output).toString("utf8");
      // The traffic file holds every request and answer in full: counted, then dropped (tens of MB in all).
      const sent = readText(traffic);
      rmSync(traffic, { force: true });
      const requests = (sent.match(/^HTTP request \[#\d+\]:$/gm) ?? []).length;
      const throttled = (sent.match(/^HTTP response \[#\d+\] \(429\b/gm) ?? []).length;
      const marks = job.data ? job.points.map((p, i) => `#${i + 1}* = ${p}`).join(", ") : job.points.join(", ");
      writeFileSync(logPath, `${job.name}: ${marks}\nrequests sent: ${requests}, answered 429: ${throttled}\n${log}`);
      // Every point gets its own "does not seem to be injectable" when its tests ran to the end.
      const cleared = (log.match(/parameter '[^']+' does not seem to be injectable/g) ?? []).length;
      // A point whose answers vary by themselves (a list that grows with each note) can look injectable to
      // the boolean tests; sqlmap then checks the candidate and drops it, ending that point early.
      const rejected = (log.match(/false positive or unexploitable injection point detected/g) ?? []).length;
      const verdict = /identified the following injection point|parameter '[^']+' is vulnerable/i.test(log)
        ? "injectable"
        : cleared < job.points.length
          ? "unfinished"
          : requests < minPerPoint * Math.max(job.points.length - rejected, 0) + minPerRejected * rejected
            ? "too few requests"
            : "clean";
      resolve({ job, verdict, requests, throttled, rejected, log: logPath });
    });
  });
}

/**
 * The record a job writes: the path up to its first `:id` for any write (PUT /api/contacts/:id and
 * PUT /api/contacts/:id/assignee write one enquiry), or the path of a settings-like PUT; null for
 * reads and for creates, which make rows of their own.
 */
function recordOf({ method, path }: Target): string | null {
  if (method === "GET") return null;
  return path.match(/^.*?\/:id\b/)?.[0] ?? (method === "PUT" ? path : null);
}

/**
 * The jobs that write one record run one after another in one lane, every other job in a lane of its
 * own, longest lane first. A PUT answers with the whole record, so a job running beside another on the
 * same record sees its answers change by themselves (the other job's payloads in other fields), and
 * the boolean tests can take that for an injection: CI once reported PUT /api/contacts/:id while
 * other jobs were editing that enquiry.
 */
function lanesOf<T extends { job: Job }>(jobs: T[]): T[][] {
  const shared = new Map<string, T[]>();
  const lanes: T[][] = [];
  for (const entry of jobs) {
    const record = recordOf(entry.job.target);
    const lane = record === null ? undefined : shared.get(record);
    if (lane) lane.push(entry);
    else {
      const fresh = [entry];
      if (record !== null) shared.set(record, fresh);
      lanes.push(fresh);
    }
  }
  const points = (lane: T[]) => lane.reduce((n, { job }) => n + job.points.length, 0);
  return lanes.sort((a, b) => points(b) - points(a));
}

/** A job in the summary: its route and its points. */
const jobLabel = (job: Job) => `${job.name} ${job.points.join(",")}`;

const readText = (path: string) => {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
};

export async function sqlmapPhase(all: Target[], known: Known, depth: SqlmapDepth, out: string) {
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
  const width = Number(process.env.ATTACK_SQLMAP_PARALLEL ?? 3 * availableParallelism());
  const lanes = lanesOf(jobs.map((job, index) => ({ job, index })));
  /**
   * A report stands only if the job, run again from scratch, reports it again. A field whose text
   * reaches the SQL unbound answers sqlmap's payloads the same way every time; a report that does not
   * come back came from answers that changed by themselves, and is listed in the summary.
   */
  const unconfirmed: Record<string, string> = {};
  const confirmed = async (first: Outcome, index: number) => {
    const again = await run(first.job, known, depth, out, `${index}-again`);
    if (again.verdict !== "injectable") unconfirmed[jobLabel(first.job)] = first.log;
    return again;
  };
  const results = (
    await pool(
      lanes.map((lane) => async () => {
        const outcomes: Outcome[] = [];
        for (const { job, index } of lane) {
          const outcome = await run(job, known, depth, out, index);
          outcomes.push(outcome.verdict === "injectable" ? await confirmed(outcome, index) : outcome);
        }
        return outcomes;
      }),
      width,
    )
  ).flat();
  for (const { job, verdict, requests, log } of results) {
    if (verdict === "injectable")
      problems.push({ kind: "sqlmap", detail: `${job.name}: sqlmap reports an injection (see ${log})` });
    else if (verdict === "unfinished")
      problems.push({ kind: "sqlmap", detail: `${job.name}: sqlmap did not finish its tests (see ${log})` });
    else if (verdict === "too few requests")
      problems.push({
        kind: "sqlmap",
        detail: `${job.name}: sqlmap sent only ${requests} requests for ${job.points.length} point(s) (see ${log})`,
      });
  }
  const perPoint = results.map((r) => Math.floor(r.requests / r.job.points.length));
  const throttledJobs = results.filter((r) => r.throttled > 0);
  return {
    depth,
    level: DEPTHS[depth].level,
    risk: DEPTHS[depth].risk,
    techniques: TECHNIQUES,
    jobs: jobs.length,
    parallel: width,
    routes: new Set(jobs.map((j) => j.target)).size,
    queryParams: jobs.filter((j) => !j.data).reduce((n, j) => n + j.points.length, 0),
    jsonFields: jobs.filter((j) => j.data).reduce((n, j) => n + j.points.length, 0),
    points: jobs.reduce((n, j) => n + j.points.length, 0),
    pointsCleared: results.filter((r) => r.verdict === "clean").reduce((n, r) => n + r.job.points.length, 0),
    requests: results.reduce((n, r) => n + r.requests, 0),
    minRequestsPerPoint: Math.min(...perPoint),
    answered429: Object.fromEntries(throttledJobs.map((r) => [jobLabel(r.job), r.throttled])),
    falsePositivesRejected: Object.fromEntries(
      results.filter((r) => r.rejected > 0).map((r) => [jobLabel(r.job), r.rejected]),
    ),
    findings: results.filter((r) => r.verdict === "injectable").length,
    /** Reports that a second run of their job did not repeat, with the first run's log. */
    unconfirmed,
  };
}
