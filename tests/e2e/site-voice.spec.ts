import { yearsInPractice } from "@domain/constants";
import { ABOUT, TEAM } from "../../app/lib/site-text";
import { expect, test } from "./support/test";

interface Area {
  casesHandled: number;
}

/** The figure shown for a label in a page's <dl> of facts. */
async function figure(page: import("@playwright/test").Page, label: string) {
  return page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd")
    .first()
    .textContent();
}

test("every count on the site comes from the data, the same on home, about and team (defect 11)", async ({
  page,
  request,
}) => {
  const team = await request.get("/api/team?limit=100");
  const areasResponse = await request.get("/api/practice-areas?limit=100");
  const attorneys = team.headers()["x-total-count"];
  const areas = areasResponse.headers()["x-total-count"];
  const cases = ((await areasResponse.json()) as Area[])
    .reduce((sum, a) => sum + a.casesHandled, 0)
    .toLocaleString("en-US");

  for (const path of ["/", "/about"]) {
    await page.goto(path);
    expect(await figure(page, ABOUT.facts.attorneys), path).toBe(attorneys);
    expect(await figure(page, ABOUT.facts.areas), path).toBe(areas);
    expect(await figure(page, ABOUT.facts.cases), path).toBe(cases);
  }
  await page.goto("/team");
  expect(await figure(page, TEAM.stats.attorneys)).toBe(attorneys);
  expect(await figure(page, TEAM.stats.areas)).toBe(areas);
});

test("the founding year, the years of experience and 24/7 speak with one voice (one constant)", async ({ page }) => {
  const years = yearsInPractice();
  for (const path of ["/", "/about", "/practice-areas/corporate-law"]) {
    await page.goto(path);
    const text = (await page.locator("body").textContent()) ?? "";
    expect(text, path).not.toMatch(/\b25 years\b|over 20 years|20\+ years/i);
    if (path !== "/about") expect(text, path).toContain(`${years} years`);
    // "24/7" only ever for what really runs around the clock: online enquiries.
    for (const claim of text.match(/(?:online )?24\/7[^.]{0,30}/g) ?? [])
      expect(claim, path).toMatch(/^(24\/7 online enquiries|online 24\/7)/i);
  }
  await page.goto("/");
  await expect(page.getByText(`${years} Years of Trusted Legal Excellence`, { exact: false })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(`for ${years} years`);
});

test("a testimonial names one of the firm's practice areas, or reads 'Client' (defect 12)", async ({
  page,
  request,
}) => {
  const areas = ((await (await request.get("/api/practice-areas?limit=100")).json()) as { title: string }[]).map(
    (a) => a.title,
  );
  for (const path of ["/", "/testimonials"]) {
    await page.goto(path);
    const text = (await page.getByRole("main").textContent()) ?? "";
    expect(text, path).not.toMatch(/Intellectual Property|\bOther\b/);
  }
  await page.goto("/testimonials?form=open");
  const choices = await page.getByRole("main").locator("form select[name=service] option").allTextContents();
  for (const choice of choices.filter((c) => c && !/select|choose|not specified/i.test(c))) {
    expect(areas, choice).toContain(choice);
  }
});
