import { defineConfig, devices } from "@playwright/test";

/** Browser tests run Debian's Chromium against the production build on workerd, with its own local state. */
const PORT = Number(process.env.E2E_PORT ?? 8799);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;
/** The server's control port for the tests' own rows and sessions (scripts/test-control.ts). */
export const E2E_CONTROL_URL = `http://127.0.0.1:${PORT + 2}`;

const DESKTOP_CHROMIUM = { ...devices["Desktop Chrome"], channel: undefined };

/**
 * The firm's settings and booking settings are one record each, which every page reads: the specs
 * that change them run one at a time (beside the rest), so no two of them save over each other.
 */
const FIRM_SETTINGS = [
  "admin-settings.spec.ts",
  "admin-edit-conflict.spec.ts",
  "availability.spec.ts",
  "booking.spec.ts",
  "newsroom.spec.ts",
  "office-map.spec.ts",
];

export default defineConfig({
  testDir: "tests/e2e",
  // Every test owns its rows (made through the API or the server's control port) and reads only them,
  // so any two tests run side by side: both cores busy, on CI as on a developer's machine.
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
    { name: "chromium", testIgnore: FIRM_SETTINGS, use: DESKTOP_CHROMIUM },
    { name: "firm-settings", testMatch: FIRM_SETTINGS, fullyParallel: false, workers: 1, use: DESKTOP_CHROMIUM },
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
