import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe over the page in one `axe.run` inside it (AxeBuilder's legacy mode). Its default runs
 * `axe.runPartial` in every frame, then opens a blank page, injects axe there again and finishes
 * the run from the partial results of every rule (passes included): 2.2 core-seconds on /blog and
 * 11 on a long back-office list, against 0.9 and 4 this way, for the same violations. What the
 * default adds is cross-origin frames, which these checks leave out (the map's and video's pages
 * are not ours; the back office has none).
 */
const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/**
 * Every default axe rule over the page (iframes aside: a map's or a video's page is not ours), its
 * serious and critical violations named by rule and element. Only violations are collected: axe's
 * passes and "needs review" lists cost a third of its time and nothing reads them.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await axeOn(page)
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
  const { violations } = await axeOn(page)
    .withTags(WCAG_22_AA)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}
