import { existsSync } from "node:fs";

/**
 * The Chromium every automated browser here drives (the browser tests, the attack suite):
 * Debian's, in its headless build (package chromium-headless-shell, same source and version as
 * chromium) where installed, which spends 40 % less CPU per test than the full browser's headless
 * mode (docs/decisions/028). Without it, or with CHROMIUM_PATH=/usr/bin/chromium, the full browser.
 */
const HEADLESS_CHROMIUM = "/usr/bin/chromium-headless-shell";

export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_CHROMIUM) ? HEADLESS_CHROMIUM : "/usr/bin/chromium");

/**
 * The flags both launch it with (playwright.config.ts, the attack suite's browser phase): no sandbox
 * (CI's containers), no GPU, nothing that reaches the network by itself. Measured and left out:
 * `--disable-threaded-compositing` cuts a fresh page's CPU by a fifth, but with it Playwright's
 * clicks never completed (every test that clicks timed out).
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
