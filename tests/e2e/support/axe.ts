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

/** The WCAG 2.2 A and AA rules (and those of 2.0 and 2.1 they build on). */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Every violation of a WCAG 2.2 AA rule, whatever its impact, named by rule and element. */
export async function wcagAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_22_AA)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}
