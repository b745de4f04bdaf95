/**
 * Screenshots for a person to look at: a feature's desktop and phone views, written under
 * test-results/. Nothing compares them, so a run writes them only when asked: `E2E_SCREENSHOTS=1`.
 * Playwright's screenshot of a failed test (playwright.config.ts) is not one of these and always stays.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === "1";
