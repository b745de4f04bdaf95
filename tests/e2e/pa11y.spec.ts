import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { PUBLISHING } from "@domain/constants";
import { CHROMIUM, CHROMIUM_IS_HEADLESS_BUILD } from "../../scripts/chromium";
import { AXE_PAGES, SIGN_IN } from "./a11y-pages";
import { expect, test } from "./support/test";

/**
 * pa11y-ci (WCAG 2 AA, HTML_CodeSniffer) in Debian's Chromium over every kind of public page: each
 * page of the sitemap that has no parent, one of each detail kind (/blog/…, /team/…, /practice-areas/…,
 * /legal/…: one template each), the newsletter page, the sign-in page and the not-found page. axe
 * checks these pages already (site-a11y.spec.ts, admin-a11y.spec.ts: a11y-pages.ts lists them), so
 * pa11y runs its axe runner only on a page none of them checks, and of each detail kind it takes the
 * page they check. (pa11y's axe, axe-core 4.11 over the WCAG 2.0/2.1 A and AA and best-practice rules,
 * also failed a serious result axe left "needs review"; the specs' axe 4.14 runs every default rule and
 * fails serious and critical violations.) Any issue fails the test, named by page, runner rule and element.
 */

const PA11Y_CI = join(process.cwd(), "node_modules/pa11y-ci/bin/pa11y-ci.js");
/** Beside the sitemap's pages: the newsletter form, the sign-in form and the page every unknown address shows. */
const EXTRA_PATHS = ["/newsletter", SIGN_IN, "/no-such-page"];

/**
 * The address pa11y opens for a path. /book moves itself once to the browser's own time zone (a form
 * submit) unless the visitor named one, which destroyed pa11y's page mid-check (failed once in CI):
 * it is checked with a zone named, as it stands after that move.
 */
const settledPath = (path: string) =>
  path === "/book" ? `${path}?tz=${encodeURIComponent(PUBLISHING.defaultTimeZone)}` : path;

interface Issue {
  code: string;
  message: string;
  selector: string;
  runner: string;
}

/**
 * The sitemap's pages with no parent, and one page under each parent: the one axe checks if it checks
 * one, else the first. A parent that is a page itself (/blog) and its children (/blog/…) are two templates.
 */
function onePerTemplate(paths: string[]) {
  const chosen = new Map<string, string>();
  for (const path of paths) {
    const template = path.split("/").length > 2 ? `${path.slice(0, path.lastIndexOf("/"))}/…` : path;
    const current = chosen.get(template);
    if (current === undefined || (AXE_PAGES.has(path) && !AXE_PAGES.has(current))) chosen.set(template, path);
  }
  return [...chosen.values()];
}

/** pa11y-ci's configuration: puppeteer drives the browser tests' Chromium (Debian's), never a downloaded one. */
const configFor = (urls: { url: string; runners: string[] }[]) => ({
  defaults: {
    standard: "WCAG2AA",
    timeout: 60_000,
    // One page at a time, in one context: on two shared cores, parallel pages time out or lose their targets.
    concurrency: 1,
    useIncognitoBrowserContext: false,
    // The contact page's map is OpenStreetMap's page in a frame: not ours to fix, and unreachable offline.
    hideElements: 'iframe[src^="https://www.openstreetmap.org/"]',
    chromeLaunchConfig: {
      executablePath: CHROMIUM,
      headless: CHROMIUM_IS_HEADLESS_BUILD ? "shell" : true,
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
    },
  },
  urls,
});

test("pa11y-ci finds no issue on any public page or the sign-in page", async ({ request, baseURL }) => {
  test.setTimeout(300_000);
  // The sitemap is an index of child sitemaps (pages, then articles in slices): read every child.
  const locsOf = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc = ""]) => new URL(loc).pathname,
    );
  const paths = (await Promise.all((await locsOf("/sitemap.xml")).map(locsOf))).flat();
  expect(paths.length).toBeGreaterThan(10);
  const pages = [...new Set([...onePerTemplate(paths), ...EXTRA_PATHS])];
  const urls = pages.map((path) => ({
    url: `${baseURL}${settledPath(path)}`,
    runners: AXE_PAGES.has(path) ? ["htmlcs"] : ["axe", "htmlcs"],
  }));
  test.info().annotations.push({
    type: "pa11y runners",
    description: urls.map(({ url, runners }) => `${new URL(url).pathname}: ${runners.join("+")}`).join(", "),
  });

  const dir = mkdtempSync(join(tmpdir(), "pa11y-"));
  try {
    const config = join(dir, "pa11y.json");
    writeFileSync(config, JSON.stringify(configFor(urls)));
    // pa11y-ci exits 2 when it finds issues; its JSON report is on stdout either way.
    const { stdout } = await promisify(execFile)(process.execPath, [PA11Y_CI, "--config", config, "--json"], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((failure: { stdout?: string; stderr?: string }) => {
      if (!failure.stdout) throw new Error(`pa11y-ci did not run: ${failure.stderr ?? failure}`);
      return { stdout: failure.stdout };
    });
    const report = JSON.parse(stdout) as { total: number; results: Record<string, (Issue | { message: string })[]> };
    expect(Object.keys(report.results)).toHaveLength(urls.length);
    const counts = Object.entries(report.results).map(([url, issues]) => `${new URL(url).pathname}: ${issues.length}`);
    test.info().annotations.push({ type: "pa11y issues per page", description: counts.join(", ") });
    const found = Object.entries(report.results).flatMap(([url, issues]) =>
      issues.map((issue) =>
        "code" in issue
          ? `${new URL(url).pathname} [${issue.runner}] ${issue.code} at ${issue.selector}: ${issue.message}`
          : `${new URL(url).pathname}: ${issue.message}`,
      ),
    );
    expect(found, found.join("\n")).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
