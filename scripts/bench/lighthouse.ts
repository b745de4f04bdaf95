import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { promisify } from "node:util";
import { launch } from "chrome-launcher";

const run = promisify(execFile);

export const CHROME = "/usr/bin/chromium";
export const hasChromium = () => existsSync(CHROME);

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number }>;
}

/** One Lighthouse run, retried when Chromium's trace fails (NO_NAVSTART happens on a loaded machine). */
async function runOnce(url: string, port: number, attempts = 3): Promise<LighthouseScores> {
  try {
    return await runLighthouse(url, port);
  } catch (error) {
    if (attempts <= 1) throw error;
    return runOnce(url, port, attempts - 1);
  }
}

/**
 * Lighthouse's defaults: a mobile device with simulated throttling (asynchronous: see load.ts), in a
 * new tab of the Chromium at `port`, with its usual reset of cache and storage.
 */
async function runLighthouse(url: string, port: number): Promise<LighthouseScores> {
  const { stdout: out } = await run(
    "node_modules/.bin/lighthouse",
    [
      url,
      `--port=${port}`,
      "--quiet",
      "--output=json",
      "--output-path=stdout",
      "--only-categories=performance,accessibility,best-practices,seo",
    ],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(out) as Report;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    cls: report.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
  };
}

/** Per figure, the median of a page's runs. */
function medians(results: LighthouseScores[]): LighthouseScores {
  const pick = (key: keyof LighthouseScores) => median(results.map((r) => r[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    cls: pick("cls"),
  };
}

/**
 * Median of `rounds` runs per page, the pages interleaved within each round so that a slow spell of
 * the host falls on all of them alike. One Chromium serves every run (chrome-launcher's flags, the
 * ones the Lighthouse CLI launches with): its own start-up is then not part of any page's trace.
 * A page whose runs all fail is left out of the result and logged by `onError`.
 */
export async function lighthouse(
  pages: Map<string, string>,
  onError: (page: string, error: unknown) => void,
  rounds = 3,
): Promise<Map<string, LighthouseScores>> {
  const chrome = await launch({ chromePath: CHROME, chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"] });
  const runs = new Map<string, LighthouseScores[]>([...pages.keys()].map((page) => [page, []]));
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const [page, url] of pages) {
        try {
          runs.get(page)?.push(await runOnce(url, chrome.port));
        } catch (error) {
          onError(page, error);
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return new Map([...runs].filter(([, results]) => results.length).map(([page, results]) => [page, medians(results)]));
}
