import { ADMIN_EXTRA_TOASTS, TOASTS } from "@domain/messages";
import { openAdmin, signedIn, submitEnquiry, unique } from "./support/admin";
import { expect, test } from "./support/test";

test("a newer toast replaces the older one for the same action: no stale error over the success", async ({
  page,
  request,
}) => {
  const marker = unique("Toast check");
  await submitEnquiry(request, { name: `${marker} A`, email: "a@example.com", subject: "A", message: "Hi." });
  await submitEnquiry(request, { name: `${marker} B`, email: "b@example.com", subject: "B", message: "Hi." });
  const token = await signedIn(page, request);
  await openAdmin(page, `/admin/contacts?q=${encodeURIComponent(marker)}`);
  const cardA = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ hasText: `${marker} A` });
  await expect(cardA).toHaveCount(1);

  // A colleague deletes A while it is on screen: changing its status really fails.
  const listed = await request.get(`/api/contacts?search=${encodeURIComponent(`${marker} A`)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [a] = (await listed.json()) as { id: number }[];
  const removed = await request.delete(`/api/contacts/${a?.id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(removed.status()).toBe(200);
  await cardA.getByLabel(`Status of the enquiry from ${marker} A`).selectOption("handled");
  const toasts = page.locator("[data-sonner-toast]");
  await expect(toasts.filter({ hasText: ADMIN_EXTRA_TOASTS.contacts.statusFailed })).toHaveCount(1);

  // The same action on B succeeds: its green toast takes the red one's place.
  const cardB = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ hasText: `${marker} B` });
  await cardB.getByLabel(`Status of the enquiry from ${marker} B`).selectOption("responded");
  await expect(toasts.filter({ hasText: TOASTS.contactStatusUpdated("responded").description })).toHaveCount(1);
  await expect(toasts.filter({ hasText: ADMIN_EXTRA_TOASTS.contacts.statusFailed })).toHaveCount(0);
});
