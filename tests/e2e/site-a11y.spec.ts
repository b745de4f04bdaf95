import { PUBLISHING } from "@domain/constants";
import type { Page } from "@playwright/test";
import { COMMON, TESTIMONIALS_TEXT } from "../../app/lib/site-text";
import { AXE_PAGES, SITE_AXE_PAGES } from "./a11y-pages";
import { seriousAxeViolations } from "./support/axe";
import { htmlcsErrors } from "./support/htmlcs";
import { exactLabel, expectAccessible, waitForHydration } from "./support/site";
import { expect, test } from "./support/test";

/**
 * Both checkers on the page as it stands, in the browser that loaded it once: axe's serious and
 * critical violations and HTML_CodeSniffer's WCAG2AA errors (what pa11y-ci ran, opening every page a
 * second time in a browser of its own).
 */
async function a11yProblems(page: Page) {
  return [...(await seriousAxeViolations(page)), ...(await htmlcsErrors(page))];
}

for (const path of SITE_AXE_PAGES) {
  test(`${path} has no serious or critical axe violation and no HTML_CodeSniffer WCAG2AA error`, async ({ page }) => {
    await page.goto(path);
    const problems = await a11yProblems(page);
    expect(problems, problems.join("\n")).toEqual([]);
  });
}

/**
 * The sitemap's pages with no parent, and one page under each parent (one template each): those the
 * list above does not hold. A parent that is a page itself (/blog) and its children are two templates.
 */
function otherTemplates(paths: string[]) {
  const chosen = new Map<string, string>();
  for (const path of paths) {
    const template = path.split("/").length > 2 ? `${path.slice(0, path.lastIndexOf("/"))}/…` : path;
    const current = chosen.get(template);
    if (current === undefined || (AXE_PAGES.has(path) && !AXE_PAGES.has(current))) chosen.set(template, path);
  }
  return [...chosen.values()].filter((path) => !AXE_PAGES.has(path));
}

/**
 * The address a page is checked at. /book moves itself once to the browser's own time zone (a form
 * submit) unless the visitor named one: it is checked with a zone named, as it stands after that move.
 */
const settledPath = (path: string) =>
  path === "/book" ? `${path}?tz=${encodeURIComponent(PUBLISHING.defaultTimeZone)}` : path;

test("every other kind of page in the sitemap passes both checkers", async ({ page, request }) => {
  test.setTimeout(240_000);
  // The sitemap is an index of child sitemaps (pages, then articles in slices): read every child.
  const locsOf = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc = ""]) => new URL(loc).pathname,
    );
  const paths = (await Promise.all((await locsOf("/sitemap.xml")).map(locsOf))).flat();
  expect(paths.length).toBeGreaterThan(10);
  const pages = otherTemplates(paths);
  expect(pages.length).toBeGreaterThan(0);
  const found: Record<string, string[]> = {};
  for (const path of pages) {
    await page.goto(settledPath(path));
    const problems = await a11yProblems(page);
    if (problems.length > 0) found[path] = problems;
  }
  expect(found).toEqual({});
});

test.describe("at 390 px, menu open", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of ["/", "/blog", "/contact"]) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole("button", { name: COMMON.menu }).click();
      await expectAccessible(page);
    });
  }
});

test("the open testimonial form with its errors", async ({ page }) => {
  await page.goto("/testimonials?form=open");
  await waitForHydration(page);
  const form = page.getByRole("main").locator("form");
  await form.getByLabel(exactLabel(TESTIMONIALS_TEXT.email)).fill("a@localhost");
  await form.getByLabel(exactLabel(TESTIMONIALS_TEXT.name)).fill("A");
  await form.getByLabel(exactLabel(TESTIMONIALS_TEXT.content)).fill("B");
  await form.getByLabel(exactLabel(TESTIMONIALS_TEXT.publishConsent)).check();
  await page.getByRole("button", { name: TESTIMONIALS_TEXT.submit }).click();
  await page.getByText("Enter a valid email address.").waitFor();
  await expectAccessible(page);
});
