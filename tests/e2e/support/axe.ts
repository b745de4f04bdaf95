import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Every default axe rule over the page (iframes aside: a map's or a video's page is not ours), its
 * serious and critical violations named by rule and element. Only violations are collected: axe's
 * passes and "needs review" lists cost a third of its time and nothing reads them.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .exclude("iframe")
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
