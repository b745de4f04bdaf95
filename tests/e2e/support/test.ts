import { test as base } from "@playwright/test";
import { lockFirmSettings } from "./control";

export * from "@playwright/test";

/**
 * How a test uses the firm's settings and booking settings, one record each that every page reads:
 * "reads" (the default) runs beside other readers, "changes" runs alone (set with
 * `test.use({ firmSettings: "changes" })` in a spec that saves them), "none" for a test that never
 * reaches the tests' server. So no test sees another's temporary phone number, logo or closure.
 */
export type FirmSettingsUse = "reads" | "changes" | "none";

/**
 * The longest a test waits for the firm's settings: the longest test that may hold them (4 minutes)
 * and its teardown. The wait has a timeout of its own, so it never eats into the test's time.
 */
const SETTINGS_WAIT_MS = 270_000;

/** Playwright's `test`, holding the firm's settings as the test declares for its whole run. */
export const test = base.extend<{ firmSettings: FirmSettingsUse; firmSettingsHeld: undefined }>({
  firmSettings: ["reads", { option: true }],
  firmSettingsHeld: [
    async ({ firmSettings }, use) => {
      if (firmSettings === "none") return use(undefined);
      const release = await lockFirmSettings(firmSettings === "changes" ? "write" : "read", SETTINGS_WAIT_MS);
      try {
        await use(undefined);
      } finally {
        await release();
      }
    },
    // The lock gives the wait up (and withdraws it) before this fixture's own limit ends it unseen.
    { auto: true, timeout: SETTINGS_WAIT_MS + 15_000 },
  ],
});
