// Sums vitest's and Playwright's JSON reports (and the attack suite's status) into the one line CI reads. A runner that failed
// without a report (typecheck, lint, a crash) counts as one failure, so the line is never green by accident.
import { existsSync, readFileSync } from "node:fs";

const [vitestFile, playwrightFile, unitStatus, e2eStatus, attackStatus = "skipped"] = process.argv.slice(2);
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);

let passed = 0;
let failed = 0;

const vitest = read(vitestFile);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
if (unitStatus !== "0" && (!vitest || vitest.numFailedTests === 0)) failed += 1;

const playwright = read(playwrightFile);
if (playwright) {
  passed += playwright.stats.expected;
  failed += playwright.stats.unexpected + playwright.stats.flaky;
}
if (e2eStatus !== "0" && (!playwright || playwright.stats.unexpected === 0)) failed += 1;

// npm run test:attack: one test, unless sqlmap could not be installed ("skipped").
if (attackStatus === "0") passed += 1;
else if (attackStatus !== "skipped") failed += 1;

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && unitStatus === "0" && e2eStatus === "0" ? 0 : 1);
