import { defineConfig, devices } from "@playwright/test";

/** Browser tests run Debian's Chromium against the production build on workerd, with its own local state. */
const PORT = Number(process.env.E2E_PORT ?? 8799);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * Specs that only read public pages, or serve a site of their own (version-skew), run in a second
 * worker beside the rest, which write shared data and so run one at a time. The first worker keeps
 * about 1.4 of the two cores busy (measured); these three fill the rest.
 */
const BESIDE = ["site-a11y.spec.ts", "pa11y.spec.ts", "version-skew.spec.ts"];
const DESKTOP_CHROMIUM = { ...devices["Desktop Chrome"], channel: undefined };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "reports/e2e-results.json" }]] : "list",
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace (screenshots of every step) costs Chromium CPU on every test; CI keeps only the
    // failure's screenshot and error, a developer's run keeps the whole trace of a failure.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "chromium", testIgnore: BESIDE, workers: 1, use: DESKTOP_CHROMIUM },
    { name: "beside", testMatch: BESIDE, workers: 1, use: DESKTOP_CHROMIUM },
  ],
  webServer: {
    command: `bash scripts/e2e-server.sh ${PORT}`,
    url: `${E2E_BASE_URL}/`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    stderr: "pipe",
  },
});
