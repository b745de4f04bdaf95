/** The budgets of issue 12, checked by `npm run bench -- --check`. */
export const BUDGETS = {
  uncachedRatio: 0.05,
  cachedRatio: 0.5,
  homeHtmlGzip: 14 * 1024,
  interactiveOverFloor: 15 * 1024,
  lighthouse: 100,
  cls: 0,
  // As check:deploy's (scripts/check-deploy/checks.ts): 1 MiB until zxcvbn's dictionaries leave the Worker.
  workerGzipKiB: 1792,
  startupMs: 400,
} as const;

export interface Verdict {
  what: string;
  value: string;
  budget: string;
  ok: boolean;
}

export const verdict = (what: string, value: string, budget: string, ok: boolean): Verdict => ({
  what,
  value,
  budget,
  ok,
});
