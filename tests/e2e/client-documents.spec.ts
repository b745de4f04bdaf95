import { TEMPLATE_MESSAGES } from "@domain/questionnaire";
import { DOCUMENTS_SCREEN } from "../../app/lib/admin/documents-text";
import { INTAKE_SCREEN } from "../../app/lib/admin/intake-text";
import { QUESTIONNAIRE_PAGE as T } from "../../app/lib/questionnaire-text";
import { SCREENSHOTS } from "./screenshots";
import { expectToast, openAdmin, signedIn, submitEnquiry, unique, uniqueIp } from "./support/admin";
import { seriousAxeViolations } from "./support/axe";
import { runSql } from "./support/control";
import { type Browser, expect, type Page, test } from "./support/test";

/** A small PDF and a 1×1 PNG: real files of the accepted types. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const CONTRACT = "Employment contract.pdf";

/** The client, in a browser of their own (no staff cookie), at the same width as the test. */
async function clientPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    extraHTTPHeaders: { "CF-Connecting-IP": uniqueIp() },
  });
  return context.newPage();
}

for (const { width, view } of [
  { width: 1280, view: "desktop" },
  { width: 390, view: "phone" },
]) {
  test(`a client uploads documents with the questionnaire, comes back to them, submits; staff download one (${view})`, async ({
    page,
    browser,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // An Employment Law enquiry: its area's seeded questionnaire asks for the contract (a file request).
    const subject = unique("Dismissal");
    await submitEnquiry(request, {
      name: "Robin Vale",
      email: "robin.vale@example.com",
      subject,
      message: "I was let go.",
      practiceArea: "Employment Law",
    });
    const [enquiry] = await runSql<{ id: number }>("SELECT id FROM contacts WHERE subject = ?", [subject]);
    const details = `/admin/contacts?open=${enquiry?.id}`;

    // Staff send the questionnaire from the enquiry.
    await signedIn(page, request);
    await openAdmin(page, details);
    const dialog = page.getByRole("dialog", { name: subject });
    await dialog.getByRole("button", { name: INTAKE_SCREEN.sendQuestionnaire }).click();
    await expectToast(page, "Success", TEMPLATE_MESSAGES.sent);
    const [email] = await runSql<{ payload: string }>(
      "SELECT payload FROM email_outbox WHERE ref_type = 'contact' AND ref_id = ? AND kind = 'questionnaire_request'",
      [enquiry?.id],
    );
    const link = new URL(JSON.parse(email?.payload ?? "{}").link).pathname;

    // The client uploads the contract against its question and a photo as another document, then leaves.
    const client = await clientPage(browser, width);
    await client.goto(link);
    await client.getByLabel("Your employment contract or offer letter").setInputFiles({
      name: CONTRACT,
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await client.getByLabel(T.otherDocuments).setInputFiles([
      { name: "desk.png", mimeType: "image/png", buffer: PNG },
      { name: "wrong-photo.png", mimeType: "image/png", buffer: PNG },
    ]);
    await client.getByRole("button", { name: T.saveLater }).click();
    await expect(client.getByText(T.uploaded.title)).toBeVisible();
    await client.context().close();

    // Back with the same link: the files are listed with their size; one is removed; then the answers go in.
    const back = await clientPage(browser, width);
    await back.goto(link);
    await back.getByRole("button", { name: T.removeLabel("wrong-photo.png") }).click();
    await expect(back.getByText(T.removed.title)).toBeVisible();
    await expect(back.getByText("wrong-photo.png")).toHaveCount(0);
    const uploaded = back.getByTestId("uploaded-documents");
    await expect(uploaded.filter({ hasText: CONTRACT })).toContainText(`PDF, ${PDF.length} bytes`);
    await expect(uploaded.filter({ hasText: "desk.png" })).toContainText("PNG");
    expect(await seriousAxeViolations(back)).toEqual([]);
    if (SCREENSHOTS) await back.screenshot({ path: `test-results/client-documents-${view}.png`, fullPage: true });
    await back.getByLabel("Employer's name").fill("Acme Tools");
    await back.getByRole("group", { name: "Do you still work there?" }).getByLabel(T.no).check();
    await back.getByRole("group", { name: "What is the issue?" }).getByLabel("Dismissal").check();
    await back.getByLabel("Tell us what happened").fill("Dismissed after ten years without notice.");
    await back.getByRole("button", { name: T.submit }).click();
    await expect(back.getByText(T.submitted.title)).toBeVisible();
    await back.context().close();

    // Staff see the files in the enquiry and download the contract under its own name.
    await openAdmin(page, details);
    const files = page.getByRole("dialog", { name: subject }).getByTestId("client-documents");
    await expect(files.getByRole("listitem")).toHaveCount(2);
    await expect(files).toContainText(DOCUMENTS_SCREEN.facts("pdf", PDF.length, "").replace(/, uploaded $/, ""));
    if (SCREENSHOTS) {
      // The dialog scrolls on its own: the page's full height would not show the list.
      await files.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/client-documents-staff-${view}.png` });
    }
    const downloading = page.waitForEvent("download");
    await files.getByRole("button", { name: DOCUMENTS_SCREEN.downloadLabel(CONTRACT) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(CONTRACT);
  });
}
