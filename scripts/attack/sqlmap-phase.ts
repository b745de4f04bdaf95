/**
 * Debian's sqlmap at --level=3 --risk=2 on every query parameter and JSON field of the API, admin
 * routes with an admin token. Options, and why:
 * - --dbms=SQLite: D1 is SQLite; payloads for other databases cannot apply (cuts requests ~5x).
 * - --skip=user-agent,referer: level 3 also tests those headers; the Worker never puts them in SQL.
 * - --tamper=xforwardedfor: a random CF-Connecting-IP per request (wrangler dev passes it through),
 *   so the per-client limits answer 429 to none of sqlmap's requests and every payload reaches the code.
 * - --batch: no questions. No --smart and no technique limits: every parameter gets the full tests.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_HEADER } from "../../domain/turnstile";
import { fillPath, type Known } from "./corpus-phase";
import { BASE_URL, pool, problems } from "./http";
import type { Target } from "./targets";

interface Job {
  name: string;
  args: string[];
  parameters: number;
}

function jobsOf(all: Target[], known: Known, out: string): Job[] {
  const jobs: Job[] = [];
  for (const target of all) {
    if (target.path === "/api/logout" || target.bodyType === "multipart/form-data") continue;
    const hasQuery = target.query.length > 0;
    const hasBody = Boolean(target.body) && Object.keys(target.body ?? {}).length > 0;
    if (!hasQuery && !hasBody) continue;
    const name = `${target.method} ${target.path}`;
    const dir = `${out}/sqlmap/${jobs.length}`;
    mkdirSync(dir, { recursive: true });
    const query = hasQuery ? `?${new URLSearchParams(target.querySample)}` : "";
    const args = [
      "-u",
      `${BASE_URL}${fillPath(target.path, known)}${query}`,
      "--batch",
      "--level=3",
      "--risk=2",
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
    if (target.admin) args.push("-H", `Authorization: Bearer ${known.token}`);
    if (hasBody) {
      const type = target.bodyType === "application/json" || !target.bodyType ? "application/json" : target.bodyType;
      args.push("--method", target.method, "--data", JSON.stringify(target.body), "-H", `Content-Type: ${type}`);
    } else if (target.method !== "GET") {
      args.push("--method", target.method);
    }
    jobs.push({ name, args, parameters: target.query.length + Object.keys(target.body ?? {}).length });
  }
  return jobs;
}

function run(job: Job, out: string, index: number): Promise<{ job: Job; injectable: boolean; log: string }> {
  const logPath = `${out}/sqlmap/${index}.log`;
  return new Promise((resolve) => {
    const child = spawn("sqlmap", job.args, { stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (c: Buffer) => chunks.push(c));
    child.stderr.on("data", (c: Buffer) => chunks.push(c));
    child.on("close", async () => {
      const log = Buffer.concat(chunks).toString("utf8");
      const { writeFileSync } = await import("node:fs");
      writeFileSync(logPath, log);
      const injectable = /identified the following injection point/i.test(log);
      resolve({ job, injectable, log: logPath });
    });
  });
}

export async function sqlmapPhase(all: Target[], known: Known, out: string) {
  const jobs = jobsOf(all, known, out);
  const width = Number(process.env.ATTACK_SQLMAP_PARALLEL ?? 4);
  const results = await pool(
    jobs.map((job, index) => () => run(job, out, index)),
    width,
  );
  for (const result of results) {
    if (result.injectable)
      problems.push({ kind: "sqlmap", detail: `${result.job.name}: sqlmap reports an injection (see ${result.log})` });
    else if (!/do not appear to be injectable|does not seem to be injectable/i.test(readFileSync(result.log, "utf8"))) {
      problems.push({
        kind: "sqlmap",
        detail: `${result.job.name}: sqlmap did not finish its tests (see ${result.log})`,
      });
    }
  }
  return { routes: jobs.length, parameters: jobs.reduce((n, j) => n + j.parameters, 0) };
}
