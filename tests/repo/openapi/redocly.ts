import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

/** Redocly CLI's lint, as `npx redocly lint` runs it with the repository's redocly.yaml. */

const root = fileURLToPath(new URL("../../..", import.meta.url));
const cli = join(root, "node_modules/@redocly/cli/bin/cli.js");

export interface Problem {
  ruleId: string;
  severity: "error" | "warn";
  message: string;
  location: { pointer: string }[];
}

/** Lints the document (as served: plain JSON) and answers every problem found. */
export async function redoclyLint(document: object): Promise<Problem[]> {
  const dir = mkdtempSync(join(tmpdir(), "openapi-lint-"));
  const file = join(dir, "openapi.json");
  try {
    writeFileSync(file, JSON.stringify(document));
    const run = promisify(execFile)(
      process.execPath,
      [cli, "lint", file, "--config", join(root, "redocly.yaml"), "--format=json", "--max-problems=1000"],
      { cwd: root, env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } },
    );
    // The CLI exits 1 when it finds errors; its JSON report is on stdout either way.
    const { stdout } = await run.catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? "" }));
    const report = JSON.parse(stdout) as { problems: Problem[] };
    return report.problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `#/paths/~1api~1blog/get/responses` → `GET /api/blog`, or the pointer itself outside paths. */
export function whereIs(pointer: string, paths: Record<string, Record<string, { operationId?: string }>>) {
  const [, section, path, method] = pointer
    .replace(/^#\//, "/")
    .split("/")
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"));
  if (section !== "paths" || !path) return pointer;
  const operation = method ? paths[path]?.[method] : undefined;
  if (!method || !operation) return `path ${path}`;
  return `${method.toUpperCase()} ${path} (${operation.operationId ?? "no operationId"})`;
}
