import { DEMO_ADMIN } from "@domain/demo";
import { TOASTS } from "@domain/messages";
import { deliveryLine, INTAKE_SCREEN } from "../../app/lib/admin/intake-text";
import { CONTACT_TEXT } from "../../app/lib/site-text";
import { expectToast, openAdmin, signedIn, submitEnquiry, unique, uniqueIp } from "./support/admin";
import { localEmailsContaining } from "./support/mailbox";
import { exactLabel, waitForHydration } from "./support/site";
import { expect, test } from "./support/test";

/** The queue delivers within seconds locally; this only bounds the wait. */
const DELIVERY_WAIT_MS = 30_000;

test("a visitor's enquiry reaches staff by email; its details show the deliveries, and staff assign it, note it and see a possible conflict", async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, the queue and a dozen screens' worth of steps on a shared machine.
  test.setTimeout(150_000);
  const startedAt = Date.now();
  const party = unique("Morgan Pryce");
  const visitorName = unique("Alex Rowan");
  const subject = unique("Boundary dispute");

  // An earlier enquiry from the person the new one will name as another party.
  await submitEnquiry(request, {
    name: party,
    email: "morgan.pryce@example.com",
    subject: "Earlier matter",
    message: "Help.",
  });

  // The visitor, in a browser of their own, sends the form with the consent box ticked.
  const visitorContext = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": uniqueIp() } });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/contact");
  await waitForHydration(visitor);
  const form = visitor.getByRole("main").locator("form");
  const field = (label: string) => form.getByLabel(exactLabel(label));
  await field(CONTACT_TEXT.name).fill(visitorName);
  await field(CONTACT_TEXT.emailField).fill("alex.rowan@example.com");
  await field(CONTACT_TEXT.subject).fill(subject);
  await field(CONTACT_TEXT.message).fill("My neighbour moved the fence.");
  await field(CONTACT_TEXT.otherParties).fill(`${party.toUpperCase()}; the city council`);
  await field(CONTACT_TEXT.consent).check();
  await form.getByRole("button", { name: CONTACT_TEXT.submit }).click();
  await expect(visitor.getByText(TOASTS.contactSent.description).first()).toBeVisible();
  await visitorContext.close();

  // Outbox → queue → send_email: the staff alert and the acknowledgement land in the local mailbox.
  let alert = "";
  await expect
    .poll(
      async () => {
        const emails = await localEmailsContaining(visitorName, startedAt);
        alert = emails.find((text) => text.includes(`Subject: ${subject}`)) ?? "";
        return { alert: alert !== "", acknowledgement: emails.some((text) => text.startsWith(`Dear ${visitorName},`)) };
      },
      { timeout: DELIVERY_WAIT_MS },
    )
    .toEqual({ alert: true, acknowledgement: true });
  expect(alert).toContain(`${visitorName} <alex.rowan@example.com>`);
  expect(alert).toContain(`Other parties involved: ${party.toUpperCase()}; the city council`);

  // Staff follow the alert's link to the enquiry's details.
  const link = new URL(alert.match(/Open it in the back office: (\S+)/)?.[1] ?? "");
  expect(link.pathname).toBe("/admin/contacts");
  await signedIn(page, request);
  await openAdmin(page, `${link.pathname}${link.search}`);
  const details = page.getByRole("dialog", { name: subject });
  await expect(details).toContainText("My neighbour moved the fence.");
  const summaries = details.getByTestId("delivery-summary");
  await expect(summaries.filter({ hasText: deliveryLine("staff_alert", "sent") })).toHaveCount(1);
  await expect(summaries.filter({ hasText: deliveryLine("acknowledgement", "sent") })).toHaveCount(1);

  // The pre-screen finds the earlier enquiry by the party's name, whatever its case, and says what it is.
  await expect(details).toContainText(INTAKE_SCREEN.conflictsNote);
  const conflicts = details.getByRole("list", { name: INTAKE_SCREEN.conflicts });
  await expect(conflicts.getByRole("listitem")).toHaveCount(1);
  await expect(conflicts).toContainText(party);
  await expect(conflicts).toContainText("Earlier matter");

  // Assign an attorney from the team.
  const assignee = details.getByLabel(INTAKE_SCREEN.assignee);
  const attorney = (await assignee.locator("option").nth(1).textContent()) ?? "";
  expect(attorney).not.toBe("");
  await assignee.selectOption({ label: attorney });
  await expectToast(page, INTAKE_SCREEN.assigned(attorney).title, INTAKE_SCREEN.assigned(attorney).description);

  // A note, kept with its author.
  const note = unique("Called back; conflict check booked");
  await details.getByLabel(INTAKE_SCREEN.noteLabel).fill(note);
  await details.getByRole("button", { name: INTAKE_SCREEN.addNote }).click();
  const notes = details.getByRole("list", { name: INTAKE_SCREEN.notes });
  await expect(notes.getByRole("listitem").filter({ hasText: note })).toContainText(DEMO_ADMIN.name);
  await expect(details.getByLabel(INTAKE_SCREEN.noteLabel)).toHaveValue("");

  // A status change joins the history with who made it.
  await details.getByLabel(`Status of the enquiry from ${visitorName}`).selectOption("responded");
  const history = details.getByRole("list", { name: INTAKE_SCREEN.history });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").last()).toContainText(`Responded, by ${DEMO_ADMIN.name}`);

  // Back on the list: one state (the status just set), assigned, and found by the assignee filter.
  await details.getByRole("button", { name: "Close" }).click();
  await expect(page).not.toHaveURL(/open=/);
  const card = page.getByRole("listitem").filter({ hasText: subject });
  await expect(card).toContainText(attorney);
  await expect(card.getByTestId("enquiry-state")).toHaveText("Responded");
  await page.getByLabel(INTAKE_SCREEN.filterByAssignee).selectOption({ label: INTAKE_SCREEN.unassigned });
  await expect(card).toHaveCount(0);
  await page.getByLabel(INTAKE_SCREEN.filterByAssignee).selectOption({ label: attorney });
  await expect(card).toHaveCount(1);
});
