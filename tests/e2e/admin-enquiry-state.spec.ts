import { TOASTS } from "@domain/messages";
import {
  deliveryLine,
  ENQUIRY_STATE_LABELS,
  ENQUIRY_STATE_MEANINGS,
  INTAKE_SCREEN,
} from "../../app/lib/admin/intake-text";
import { expectToast, openAdmin, signedIn, submitEnquiry, unique } from "./support/admin";
import { expect, test } from "./support/test";

test("an enquiry has one state everywhere, and a resend shows its delivery live until sent", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = unique("Jordan Vale");
  const subject = unique("Contract review");
  await submitEnquiry(request, { name, email: "jordan.vale@example.com", subject, message: "Please call." });
  await signedIn(page, request);

  // Arrives awaiting a reply: one state on the card, with what it means, and no second badge beside it.
  await openAdmin(page, `/admin/contacts?q=${encodeURIComponent(name)}`);
  const card = page.getByRole("main").getByRole("listitem").filter({ hasText: subject });
  const state = card.getByTestId("enquiry-state");
  await expect(state).toHaveText(ENQUIRY_STATE_LABELS.unread);
  await expect(state).toHaveAttribute("title", ENQUIRY_STATE_MEANINGS.unread);
  await expect(card.getByText("New", { exact: true })).toHaveCount(0);

  // Handled without opening it: still one state, and it says Handled.
  await card.getByLabel(`Status of the enquiry from ${name}`).selectOption("handled");
  await expectToast(page, TOASTS.contactStatusUpdated("handled").title);
  await expect(state).toHaveText("Handled");
  await expect(card.getByText("New", { exact: true })).toHaveCount(0);

  // Opening it records when, as a fact in the details, and changes no state.
  await card.getByRole("button", { name: `View details of the enquiry from ${name}` }).click();
  const details = page.getByRole("dialog", { name: subject });
  await expect(details.getByLabel(`Status of the enquiry from ${name}`)).toHaveValue("handled");
  await expect(details).not.toContainText(INTAKE_SCREEN.notOpened);

  // Resend: the delivery is followed on screen until it is sent, with no reload.
  const summary = details.getByTestId("delivery-summary").filter({ hasText: /^Acknowledgement/ });
  await expect(summary).toHaveText(deliveryLine("acknowledgement", "sent"), { timeout: 30_000 });
  await details.getByRole("button", { name: INTAKE_SCREEN.resend("Acknowledgement") }).click();
  await expectToast(page, INTAKE_SCREEN.resent(1).title);
  await expect(summary).toHaveText(deliveryLine("acknowledgement", "sent"), { timeout: 30_000 });
  await expect(details.getByText("Queued", { exact: true })).toHaveCount(0, { timeout: 30_000 });

  // The status filter and the summary count the same state.
  await details.getByRole("button", { name: "Close" }).click();
  await page.getByLabel("Filter by status").selectOption("unread");
  await expect(card).toHaveCount(0);
  await page.getByLabel("Filter by status").selectOption("handled");
  await expect(state).toHaveText("Handled");
});
