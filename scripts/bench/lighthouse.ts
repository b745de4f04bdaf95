import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { promisify } from "node:util";
import { launch } from "chrome-launcher";
import { median } from "./budgets";

const run = promisify(execFile);

export const CHROME = "/usr/bin/chromium";
export const hasChromium = () => existsSync(CHROME);

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  /** Lighthouse's estimate of the host's CPU power (`environment.benchmarkIndex`), taken at the run's start. */
  benchmarkIndex: number;
}

/** Lighthouse's own CPU slowdown, whatever the host. */
export const DEFAULT_SLOWDOWN = 4;

/**
 * The phone Lighthouse simulates: its default 4× "moves a typical run in the high-end desktop bracket
 * [benchmarkIndex 1,500–2,000] somewhere into the mid-tier mobile bracket" (Lighthouse's
 * docs/throttling.md, "Calibrating the CPU slowdown"), so a phone of index 1,750 ÷ 4.
 */
export const SIMULATED_PHONE_INDEX = 1750 / DEFAULT_SLOWDOWN;

/**
 * The slowdown that turns this host into that same phone, as those docs ask of a host outside the
 * high-end desktop bracket: its index ÷ the phone's, to one decimal, never below 1 (nothing makes a
 * host faster). A 1,750 host gets the default 4×, a faster one more, a phone-class host 1×.
 */
export const calibratedSlowdown = (benchmarkIndex: number) =>
  Math.max(1, Math.round((benchmarkIndex / SIMULATED_PHONE_INDEX) * 10) / 10);

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number }>;
  environment: { benchmarkIndex: number };
}

/** One Lighthouse run, retried when Chromium's trace fails (NO_NAVSTART happens on a loaded machine). */
async function runOnce(url: string, port: number, slowdown: number, attempts = 3): Promise<LighthouseScores> {
  try {
    return await runLighthouse(url, port, slowdown);
  } catch (error) {
    if (attempts <= 1) throw error;
    return runOnce(url, port, slowdown, attempts - 1);
  }
}

/**
 * Lighthouse's defaults but the CPU slowdown: a mobile device with simulated throttling (asynchronous:
 * see load.ts), in a new tab of the Chromium at `port`, with its usual reset of cache and storage.
 */
async function runLighthouse(url: string, port: number, slowdown: number): Promise<LighthouseScores> {
  const { stdout: out } = await run(
    "node_modules/.bin/lighthouse",
    [
      url,
      `--port=${port}`,
      `--throttling.cpuSlowdownMultiplier=${slowdown}`,
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
    benchmarkIndex: report.environment.benchmarkIndex,
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
    benchmarkIndex: pick("benchmarkIndex"),
  };
}

export interface LighthouseResult {
  /** The host's benchmarkIndex: the median of the first round's runs at the default. */
  benchmarkIndex: number;
  /** The CPU slowdown those runs called for (calibratedSlowdown). */
  slowdown: number;
  /** Per page, the medians of its runs at the calibrated slowdown: what the budget reads. */
  calibrated: Map<string, LighthouseScores>;
  /** Per page, each round's performance at the calibrated slowdown (`undefined` where the run failed). */
  calibratedPerformance: Map<string, (number | undefined)[]>;
  /** Per page, the medians of its runs at Lighthouse's default 4×, shown beside them. */
  atDefault: Map<string, LighthouseScores>;
}

/**
 * Median of `rounds` runs per page at Lighthouse's default slowdown and at the calibrated one, the
 * pages interleaved within each round so that a slow spell of the host falls on all of them alike.
 * The slowdown is calibrated once, from the benchmarkIndex of the first round's runs at the default
 * (Lighthouse measures it as each run starts). One Chromium serves every run (chrome-launcher's
 * flags, the ones the Lighthouse CLI launches with): its own start-up is then not part of any page's
 * trace. A page whose runs all fail is left out of the result and logged by `onError`.
 */
export async function lighthouse(
  pages: Map<string, string>,
  onError: (page: string, error: unknown) => void,
  rounds = 3,
): Promise<LighthouseResult> {
  const chrome = await launch({ chromePath: CHROME, chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"] });
  // Per page, one entry a round, `undefined` where the run failed: the budget pairs rounds.
  type Runs = Map<string, (LighthouseScores | undefined)[]>;
  const calibrated: Runs = new Map([...pages.keys()].map((page) => [page, []]));
  const atDefault: Runs = new Map([...pages.keys()].map((page) => [page, []]));
  const runAll = async (slowdown: number, into: Runs) => {
    for (const [page, url] of pages) {
      let result: LighthouseScores | undefined;
      try {
        result = await runOnce(url, chrome.port, slowdown);
      } catch (error) {
        onError(page, error);
      }
      into.get(page)?.push(result);
    }
  };
  try {
    let calibration: { benchmarkIndex: number; slowdown: number } | undefined;
    for (let round = 0; round < rounds; round += 1) {
      await runAll(DEFAULT_SLOWDOWN, atDefault);
      if (!calibration) {
        const benchmarkIndex = median(
          [...atDefault.values()].flat().flatMap((run) => (run ? [run.benchmarkIndex] : [])),
        );
        if (Number.isFinite(benchmarkIndex))
          calibration = { benchmarkIndex, slowdown: calibratedSlowdown(benchmarkIndex) };
      }
      if (calibration) await runAll(calibration.slowdown, calibrated);
    }
    const mediansOf = (runs: Runs) =>
      new Map(
        [...runs]
          .map(([page, results]): [string, LighthouseScores[]] => [page, results.filter((run) => run !== undefined)])
          .filter(([, results]) => results.length)
          .map(([page, results]) => [page, medians(results)]),
      );
    return {
      benchmarkIndex: calibration?.benchmarkIndex ?? Number.NaN,
      slowdown: calibration?.slowdown ?? Number.NaN,
      calibrated: mediansOf(calibrated),
      calibratedPerformance: new Map(
        [...calibrated].map(([page, runs]) => [page, runs.map((run) => run?.performance)]),
      ),
      atDefault: mediansOf(atDefault),
    };
  } finally {
    chrome.kill();
  }
}
