import { readFile } from "node:fs/promises";
import { adminContactLink } from "@domain/constants";
import { ENGAGEMENT_LETTER_MESSAGES as M } from "@domain/letter-messages";
import { LETTER_SCREEN, LETTER_STATE_LABELS } from "../../app/lib/admin/letter-text";
import { SIGN_PAGE } from "../../app/lib/sign-text";
import { SCREENSHOTS } from "./screenshots";
import { expectToast, openAdmin, signedIn, unique, uniqueIp } from "./support/admin";
import { runSql } from "./support/control";
import { expect, test } from "./support/test";

const TEMPLATE =
  "<h2>Our engagement</h2><p>Dear {{client_name}},</p><p>{{responsible_attorney}} will lead your {{practice_area}} matter.</p><h3>Scope</h3><p>{{scope}}</p><h3>Fees</h3><p>{{fee_terms}}</p><p>{{date}}</p>";

/** An enquiry of the test's own in an area of its own with a letter template, assigned to an attorney. */
async function enquiryWithTemplate(tag: string) {
  const area = unique(`Letters ${tag}`);
  const slug = area.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const [{ id: areaId } = { id: 0 }] = await runSql<{ id: number }>(
    "INSERT INTO practice_areas (slug, title, description, status) VALUES (?, ?, 'An area for a test.', 'draft') RETURNING id",
    [slug, area],
  );
  await runSql("INSERT INTO letter_templates (practice_area_id, body) VALUES (?, ?)", [areaId, TEMPLATE]);
  const attorney = slug.replace(/^letters-/, "att-");
  await runSql("INSERT INTO team_members (id, name, role, email) VALUES (?, 'Catherine Reyes', 'Partner', ?)", [
    attorney,
    `${attorney}@whitmore-law.test`,
  ]);
  const client = unique("Jordan Blake");
  const subject = unique("Retaining the firm");
  const [{ id } = { id: 0 }] = await runSql<{ id: number }>(
    "INSERT INTO contacts (name, email, subject, message, practice_area_name, assigned_to) VALUES (?, ?, ?, 'Please help.', ?, ?) RETURNING id",
    [client, `${slug}@example.com`, subject, area, attorney],
  );
  return { id, client, subject };
}

for (const [tag, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`staff send an engagement letter; the client signs it on the site; staff see it signed, the enquiry retained, and take the PDF (${tag})`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const { id, client, subject } = await enquiryWithTemplate(tag);

    // Staff prepare the letter from the enquiry, write its terms and send it.
    await signedIn(page);
    await openAdmin(page, adminContactLink(id));
    const details = page.getByRole("dialog", { name: subject });
    await details.getByRole("button", { name: LETTER_SCREEN.prepare }).click();
    await expectToast(page, M.prepared.title);
    const letter = details.getByTestId("engagement-letter");
    await letter.getByLabel(LETTER_SCREEN.scope).fill("Your divorce and the custody of both children.");
    await letter.getByLabel(LETTER_SCREEN.feeTerms).fill("$350 an hour, against a $5,000 retainer.");
    if (SCREENSHOTS) await letter.screenshot({ path: `test-results/sign-letter-draft-${tag}.png` });
    await letter.getByRole("button", { name: LETTER_SCREEN.send }).click();
    await expectToast(page, M.sent.title);
    await expect(letter).toContainText(LETTER_STATE_LABELS.sent);

    // The client opens the emailed link in a browser of their own, consents, types their name and signs.
    const [row] = await runSql<{ payload: string }>(
      "SELECT payload FROM email_outbox WHERE kind = 'engagement_letter_request' AND ref_id = ?",
      [id],
    );
    const link = new URL(JSON.parse(row?.payload ?? "{}").link);
    const clientContext = await browser.newContext({ viewport, extraHTTPHeaders: { "CF-Connecting-IP": uniqueIp() } });
    const visitor = await clientContext.newPage();
    await visitor.goto(link.pathname);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(SIGN_PAGE.pageTitle);
    await expect(visitor.getByRole("main")).toContainText(`Dear ${client},`);
    await expect(visitor.getByRole("main")).toContainText("Your divorce and the custody of both children.");
    if (SCREENSHOTS) await visitor.screenshot({ path: `test-results/sign-letter-${tag}.png`, fullPage: true });
    await visitor.getByLabel(SIGN_PAGE.consentLabel).check();
    await visitor.getByLabel(SIGN_PAGE.nameLabel).fill(client);
    await visitor.getByRole("button", { name: SIGN_PAGE.sign }).click();
    await expect(visitor.getByText(SIGN_PAGE.signed.title)).toBeVisible();
    const copy = visitor.getByRole("link", { name: SIGN_PAGE.download });
    await expect(copy).toBeVisible();
    if (SCREENSHOTS) await visitor.screenshot({ path: `test-results/sign-letter-done-${tag}.png`, fullPage: true });
    await clientContext.close();

    // Staff see it signed and the enquiry retained (the list searched for it alone), and download the signed PDF.
    await openAdmin(page, `/admin/contacts?q=${encodeURIComponent(subject)}&open=${id}`);
    await expect(letter).toContainText(LETTER_STATE_LABELS.signed);
    await expect(letter).toContainText(`by ${client}`);
    if (SCREENSHOTS) await letter.screenshot({ path: `test-results/sign-letter-staff-${tag}.png` });
    const downloading = page.waitForEvent("download");
    await letter.getByRole("link", { name: LETTER_SCREEN.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^engagement-letter-\d+\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    if (SCREENSHOTS) await download.saveAs(`test-results/sign-letter-${tag}.pdf`);
    await details.getByRole("button", { name: "Close" }).click();
    const card = page.getByRole("listitem").filter({ hasText: subject });
    await expect(card.getByTestId("enquiry-state")).toHaveText("Retained");
  });
}
