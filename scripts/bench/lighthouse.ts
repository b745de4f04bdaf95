import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { promisify } from "node:util";

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
async function runOnce(url: string, attempts = 3): Promise<LighthouseScores> {
  try {
    return await runLighthouse(url);
  } catch (error) {
    if (attempts <= 1) throw error;
    return runOnce(url, attempts - 1);
  }
}

/** Lighthouse's defaults: a mobile device with simulated throttling (asynchronous: see load.ts). */
async function runLighthouse(url: string): Promise<LighthouseScores> {
  const { stdout: out } = await run(
    "node_modules/.bin/lighthouse",
    [
      url,
      "--quiet",
      "--output=json",
      "--output-path=stdout",
      "--only-categories=performance,accessibility,best-practices,seo",
      "--chrome-flags=--headless --no-sandbox --disable-gpu --no-first-run",
    ],
    {
      encoding: "utf8",
      env: { ...process.env, CHROME_PATH: CHROME },
      maxBuffer: 64 * 1024 * 1024,
    },
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

/** Median of `runs` runs, per figure. */
export async function lighthouse(url: string, runs = 3): Promise<LighthouseScores> {
  const results: LighthouseScores[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await runOnce(url));
  const pick = (key: keyof LighthouseScores) => median(results.map((r) => r[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    cls: pick("cls"),
  };
}
