import { TOAST_TITLES } from "@domain/messages";
import { QUESTION_TYPE_LABELS } from "@domain/questionnaire";
import { INTAKE_TEMPLATES as T } from "../../app/lib/admin/intake-templates-text";
import { SCREENSHOTS } from "./screenshots";
import { expectToast, openAdmin, signedIn, unique } from "./support/admin";
import { wcagAxeViolations } from "./support/axe";
import { newStaff, runSql } from "./support/control";
import { expect, type Page, test } from "./support/test";

const Q = T.questionnaire;
const FIRST = [{ id: "summary", type: "long-text", label: "What happened?", help: "", required: true, choices: [] }];

/** A practice area of the test's own with version 1 of its questionnaire and a one-line letter. */
async function areaOfOwn(tag: string) {
  const title = unique(`Templates ${tag}`);
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const [{ id } = { id: 0 }] = await runSql<{ id: number }>(
    "INSERT INTO practice_areas (slug, title, description, status) VALUES (?, ?, 'An area for a test.', 'draft') RETURNING id",
    [slug, title],
  );
  await runSql(
    "INSERT INTO questionnaire_templates (practice_area_id, version, title, questions, saved_by_name) VALUES (?, 1, 'Your matter', ?, 'A colleague')",
    [id, JSON.stringify(FIRST)],
  );
  await runSql("INSERT INTO letter_templates (practice_area_id, body) VALUES (?, '<p>Dear client,</p>')", [id]);
  return { id, title };
}

const question = (page: Page, n: number) => page.getByRole("group", { name: Q.question(n) });

/** Nothing on the page is wider than the phone, nor scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const [tag, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`intake staff edit an area's questionnaire (a new version) and its letter's merge fields; both persist (${tag})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const area = await areaOfOwn(tag);
    const staff = await newStaff({ role: "intake", name: unique("Ines Intake") });
    await signedIn(page, undefined, staff.email);
    await openAdmin(page, "/admin/dashboard");
    if (tag === "phone") await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: T.title }).click();
    await page.getByLabel(T.area).selectOption({ label: area.title });
    await expect(page.getByTestId("questionnaire-version")).toContainText("Version 1, saved by A colleague");

    // A several-choices question with two choices, then a required date, moved above it.
    await page.getByRole("button", { name: Q.add }).click();
    await question(page, 2)
      .getByRole("combobox", { name: Q.type })
      .selectOption({ label: QUESTION_TYPE_LABELS["several-choices"] });
    await question(page, 2).getByRole("textbox", { name: Q.label, exact: true }).fill("Which documents do you have?");
    await question(page, 2).getByRole("textbox", { name: Q.choices }).fill("Prenuptial agreement\nDeed of the house");
    await page.getByRole("button", { name: Q.add }).click();
    await question(page, 3).getByRole("combobox", { name: Q.type }).selectOption({ label: QUESTION_TYPE_LABELS.date });
    await question(page, 3).getByRole("textbox", { name: Q.label, exact: true }).fill("Date of marriage");
    await question(page, 3).getByRole("checkbox", { name: Q.required }).check();
    await page.getByRole("button", { name: Q.up(3) }).click();
    await expect(question(page, 2).getByRole("textbox", { name: Q.label, exact: true })).toHaveValue(
      "Date of marriage",
    );
    await page.getByRole("button", { name: Q.save }).click();
    await expectToast(page, TOAST_TITLES.success, Q.saved(2));
    await expect(page.getByTestId("questionnaire-version")).toContainText(`Version 2, saved by ${staff.name}`);

    // The letter: a line typed in the editor and a merge field inserted at the caret.
    const letter = page.getByRole("textbox", { name: T.letter.body });
    await letter.click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Welcome, ");
    await page.getByRole("button", { name: /Client name/ }).click();
    await expect(letter).toContainText("Dear client, Welcome, {{client_name}}");
    await page.getByRole("button", { name: T.letter.save }).click();
    await expectToast(page, TOAST_TITLES.success, T.letter.saved);
    await expectNoSidewaysScroll(page, viewport.width);
    if (SCREENSHOTS) await page.screenshot({ path: `test-results/intake-templates-${tag}.png`, fullPage: true });

    // Both are stored: the page read afresh shows them.
    await page.reload();
    await page.locator("[data-admin-hydrated]").waitFor();
    await expect(page.getByTestId("questionnaire-version")).toContainText("Version 2");
    await expect(question(page, 2).getByRole("textbox", { name: Q.label, exact: true })).toHaveValue(
      "Date of marriage",
    );
    await expect(question(page, 2).getByRole("checkbox", { name: Q.required })).toBeChecked();
    await expect(question(page, 3).getByRole("textbox", { name: Q.choices })).toHaveValue(
      "Prenuptial agreement\nDeed of the house",
    );
    await expect(page.getByRole("textbox", { name: T.letter.body })).toContainText("Welcome, {{client_name}}");
    if (tag === "desktop") expect(await wcagAxeViolations(page)).toEqual([]);
  });
}
