import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS } from "./scripts/chromium";
// No kept-alive sockets in the tests' own requests (the reason is in the module).
import "./tests/e2e/support/fresh-connections";

/** Browser tests run Debian's Chromium against the production build on workerd, with its own local state. */
const PORT = Number(process.env.E2E_PORT ?? 8799);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;
/** The server's control port for the tests' own rows and sessions (scripts/test-control.ts). */
export const E2E_CONTROL_URL = `http://127.0.0.1:${PORT + 2}`;

export default defineConfig({
  testDir: "tests/e2e",
  // Every test owns its rows (made through the API or the server's control port) and reads only them,
  // so any two tests run side by side: both cores busy, on CI as on a developer's machine. The firm's
  // settings, one record every page reads, are held by each test (support/test.ts): a test that
  // changes them runs alone.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Limits that catch a hung test, not a slow machine: a check waits for its state as long as a loaded
  // two-core machine may need (busy.sh 2), and passes the moment the state is there.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "reports/e2e-results.json" }]] : "list",
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace (screenshots of every step) costs Chromium CPU on every test; CI keeps only the
    // failure's screenshot and error, a developer's run keeps the whole trace of a failure.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `bash scripts/e2e-server.sh ${PORT}`,
    url: `${E2E_BASE_URL}/`,
    timeout: 180_000,
    // CI (.ci/run) starts this server itself while the Workers tests run, and says so.
    reuseExistingServer: !process.env.CI || process.env.E2E_SERVER === "started",
    stdout: "pipe",
    stderr: "pipe",
  },
});
