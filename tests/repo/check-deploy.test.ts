import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { unstable_readConfig as readConfig } from "wrangler";
import {
  BUDGETS,
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
  STRING_RENDERER_MARKER,
} from "../../scripts/check-deploy/checks";

/** Top level and production of a wrangler.toml, resolved by wrangler itself. */
function configs(toml: string) {
  const dir = mkdtempSync(join(tmpdir(), "check-deploy-"));
  const path = join(dir, "wrangler.toml");
  writeFileSync(path, toml);
  const read = (env?: string) =>
    readConfig({ config: path, env }, { hideWarnings: true, useRedirectIfAvailable: false });
  return { topLevel: read(), production: read("production") };
}

const failures = (findings: Finding[]) => findings.filter((f) => f.level === "fail").map((f) => f.message);
const REAL_D1 = "0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0";
const REAL_KV = "0123456789abcdef0123456789abcdef";

const BASE = `
name = "site"
main = "worker.ts"
compatibility_date = "2026-10-01"
[vars]
DEMO_MODE = "true"
[[d1_databases]]
binding = "DB"
database_name = "db"
database_id = "local-db"
`;

describe("check:deploy's checks", () => {
  it("the repository's own wrangler.toml: production has every binding, a fresh date, logs and crons", () => {
    const { topLevel, production } = configs(readFileSync("wrangler.toml", "utf8"));
    const findings = [
      checkDemoMode(production),
      checkNoTestClock(production),
      ...checkBindings(topLevel, production),
      checkCompatibilityDate(production, new Date()),
      ...checkPlaceholders(production, false),
      ...checkPublicOrigin(production, false),
      ...checkOperations(topLevel, production),
      ...checkSecrets(topLevel, production, []),
    ];
    expect(failures(findings)).toEqual([]);
  });

  it("fails when a binding the code uses (a Queue, send_email, a var) is missing from production", () => {
    const { topLevel, production } = configs(`${BASE.replace("[vars]", '[vars]\nANALYTICS_LABEL = "x"')}
[[queues.producers]]
binding = "OUTBOX"
queue = "outbox"
[[queues.consumers]]
queue = "outbox"
[[send_email]]
name = "EMAIL"
[env.production.vars]
DEMO_MODE = "false"
[[env.production.d1_databases]]
binding = "DB"
database_name = "db"
database_id = "${REAL_D1}"
`);
    const messages = failures(checkBindings(topLevel, production)).join("\n");
    expect(messages).toMatch(/OUTBOX \(queue\) is used by the code but missing in production/);
    expect(messages).toMatch(/EMAIL \(send_email\) is used by the code but missing in production/);
    expect(messages).toMatch(/ANALYTICS_LABEL/);
    expect(messages).toMatch(/queue consumer of "outbox"/);
    expect(messages).not.toMatch(/\bDB\b/);
  });

  it("fails a binding of another kind in production, and passes when all match", () => {
    const { topLevel, production } = configs(`${BASE}
[env.production.vars]
DEMO_MODE = "false"
[[env.production.kv_namespaces]]
binding = "DB"
id = "${REAL_KV}"
`);
    expect(failures(checkBindings(topLevel, production))).toEqual(["DB is d1 locally but kv_namespace in production"]);
  });

  it('fails unless DEMO_MODE is "false" in production', () => {
    const missing = configs(BASE).production;
    const demo = configs(`${BASE}\n[env.production.vars]\nDEMO_MODE = "true"\n`).production;
    const off = configs(`${BASE}\n[env.production.vars]\nDEMO_MODE = "false"\n`).production;
    expect(checkDemoMode(missing).level).toBe("fail");
    expect(checkDemoMode(demo).level).toBe("fail");
    expect(checkDemoMode(off).level).toBe("ok");
  });

  it("fails when production lets a request name its own clock", () => {
    const clocked = configs(`${BASE}\n[env.production.vars]\nTEST_CLOCK = "on"\n`).production;
    expect(checkNoTestClock(clocked).level).toBe("fail");
    expect(checkNoTestClock(configs(BASE).production).level).toBe("ok");
  });

  it("placeholder ids warn, and fail with --strict; real ids pass", () => {
    const placeholder = configs(`${BASE}
[[env.production.d1_databases]]
binding = "DB"
database_name = "db"
database_id = "REPLACE_WITH_D1_DATABASE_ID"
`).production;
    expect(checkPlaceholders(placeholder, false).map((f) => f.level)).toEqual(["warn"]);
    expect(checkPlaceholders(placeholder, true).map((f) => f.level)).toEqual(["fail"]);
    const real = configs(BASE.replace('"local-db"', `"${REAL_D1}"`).replace("[[d1", "[[env.production.d1")).production;
    expect(checkPlaceholders(real, true).map((f) => f.level)).toEqual(["ok"]);
  });

  it("a production var left as REPLACE_WITH_… warns, and fails with --strict", () => {
    const production = configs(`${BASE}
[env.production.vars]
DEMO_MODE = "false"
PUBLIC_HOSTS = "REPLACE_WITH_YOUR_HOSTNAME"
`).production;
    const findings = checkPlaceholders(production, true);
    expect(failures(findings).join("\n")).toMatch(/var PUBLIC_HOSTS is a placeholder/);
  });

  it("PUBLIC_ORIGIN: a placeholder fails with --strict, a non-https or non-origin value always; workers.dev must be off", () => {
    const withOrigin = (origin: string, workersDev = "workers_dev = false\n") =>
      configs(`${BASE}
[env.production]
${workersDev}[env.production.vars]
DEMO_MODE = "false"
PUBLIC_ORIGIN = "${origin}"
`).production;
    const levels = (origin: string, strict: boolean, workersDev?: string) =>
      checkPublicOrigin(withOrigin(origin, workersDev), strict).map((f) => `${f.check}:${f.level}`);
    expect(levels("https://REPLACE_WITH_YOUR_HOSTNAME", true)).toEqual(["public origin:fail", "workers.dev:ok"]);
    expect(levels("https://REPLACE_WITH_YOUR_HOSTNAME", false)).toEqual(["public origin:warn", "workers.dev:ok"]);
    expect(levels("https://www.example.com", true)[0]).toBe("public origin:fail");
    expect(levels("http://www.whitmore-law.com", false)[0]).toBe("public origin:fail");
    expect(levels("https://www.whitmore-law.com/admin", false)[0]).toBe("public origin:fail");
    expect(levels("https://www.whitmore-law.com", true)).toEqual(["public origin:ok", "workers.dev:ok"]);
    expect(levels("https://www.whitmore-law.com", true, "")).toEqual(["public origin:ok", "workers.dev:fail"]);
  });

  it("fails a compatibility_date older than 6 months", () => {
    const { production } = configs(BASE);
    expect(checkCompatibilityDate(production, new Date("2027-03-31T00:00:00Z")).level).toBe("ok");
    expect(checkCompatibilityDate(production, new Date("2027-04-02T00:00:00Z")).level).toBe("fail");
  });

  it("fails without Workers Logs or with a cron missing in production", () => {
    const { topLevel, production } = configs(`${BASE}
[observability]
enabled = true
[triggers]
crons = ["* * * * *"]
[env.production.triggers]
crons = []
[env.production.observability]
enabled = false
`);
    expect(failures(checkOperations(topLevel, production))).toHaveLength(2);
  });

  it("lists the required secrets, fails one missing in production, warns one only in .dev.vars", () => {
    const { topLevel, production } = configs(`${BASE}
[secrets]
required = ["TOTP_KEY", "WEBHOOK_SECRET"]
[env.production.secrets]
required = ["TOTP_KEY"]
`);
    const findings = checkSecrets(topLevel, production, ["TOTP_KEY", "STRAY"]);
    expect(findings.map((f) => f.level)).toEqual(["fail", "warn", "ok"]);
    expect(findings[0]?.message).toMatch(/WEBHOOK_SECRET/);
    expect(findings[1]?.message).toMatch(/STRAY/);
    expect(findings[2]?.message).toMatch(/TOTP_KEY/);
  });

  it("measures gzip against the 3 MiB Free and 10 MiB Paid limits", () => {
    const MiB = 1024 * 1024;
    expect(checkBundleSize(2 * MiB, MiB / 2)).toMatchObject({
      level: "ok",
      message: expect.stringMatching(/17 % of the 3 MiB/),
    });
    expect(checkBundleSize(20 * MiB, 4 * MiB).level).toBe("warn");
    expect(checkBundleSize(40 * MiB, 11 * MiB).level).toBe("fail");
  });

  it("holds the site Worker to 1 MiB gzip and 400 ms startup, the card Worker to the Free plan's 3 MiB", () => {
    const MiB = 1024 * 1024;
    expect(checkBundleSize(3 * MiB, 1 * MiB, BUDGETS.site, "site bundle").level).toBe("ok");
    expect(checkBundleSize(3 * MiB, 1 * MiB + 1, BUDGETS.site, "site bundle")).toMatchObject({
      level: "fail",
      message: expect.stringMatching(/over 1024\.0 KiB gzip \(issue 12's budget\)/),
    });
    expect(checkBundleSize(8 * MiB, 2.9 * MiB, BUDGETS.cards, "cards bundle").level).toBe("ok");
    expect(checkBundleSize(9 * MiB, 3.1 * MiB, BUDGETS.cards, "cards bundle").level).toBe("fail");
    expect(checkStartup(120, BUDGETS.site).level).toBe("ok");
    expect(checkStartup(400, BUDGETS.site).level).toBe("fail");
    expect(checkStartup(Number.NaN, BUDGETS.site).level).toBe("fail");
    expect(checkStartup(900, BUDGETS.cards).level).toBe("ok");
  });

  it("fails a site bundle that holds a renderer (resvg, pdf-lib)", () => {
    const file = (name: string, text: string) => ({ name, bytes: new TextEncoder().encode(text) });
    expect(checkNoRenderer([file("index.js", "export default {}")]).level).toBe("ok");
    expect(
      checkNoRenderer([file("index.js", "x"), file("assets/card.js", 'import "@resvg/resvg-wasm"')]),
    ).toMatchObject({
      level: "fail",
      message: expect.stringContaining("assets/card.js"),
    });
    // pdf-lib (the signed letters' PDF) names its project in every document it makes.
    expect(
      checkNoRenderer([file("assets/letter.js", 'producer:"pdf-lib (https://github.com/Hopding/pdf-lib)"')]),
    ).toMatchObject({ level: "fail", message: expect.stringContaining("pdf-lib in assets/letter.js") });
  });

  it("fails a site bundle that holds React's legacy string renderer, whose own message marks it", () => {
    const file = (name: string, text: string) => ({ name, bytes: new TextEncoder().encode(text) });
    const legacy = readFileSync("node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js", "utf8");
    const streaming = readFileSync("node_modules/react-dom/cjs/react-dom-server.edge.production.js", "utf8");
    expect(legacy).toContain(STRING_RENDERER_MARKER);
    expect(checkNoStringRenderer([file("assets/server-build.js", streaming)]).level).toBe("ok");
    expect(checkNoStringRenderer([file("index.js", "x"), file("assets/server-build.js", legacy)])).toMatchObject({
      level: "fail",
      message: expect.stringContaining("assets/server-build.js"),
    });
  });
});
