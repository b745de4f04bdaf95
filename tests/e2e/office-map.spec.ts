import { OFFICE_MAP } from "@domain/constants";
import { TOASTS } from "@domain/messages";
import { MAP_SETTINGS as T } from "../../app/lib/admin/office-map-text";
import { expectToast, openAdmin, signedIn } from "./support/admin";
import { expect, type Page, test } from "./support/test";

// Saves the firm's settings (or its booking settings): each test here runs alone (support/test.ts).
test.use({ firmSettings: "changes" });

// The contact page's map follows Settings. Locally GEOCODER_URL is empty (nothing calls the internet),
// so a new address is not looked up: Settings says so and staff enter the coordinates by hand.

const firmTab = (page: Page) => page.getByRole("tabpanel", { name: "Firm Information" });
const mapSection = (page: Page) => firmTab(page).locator("form").filter({ hasText: T.title });

async function saveAddress(page: Page, address: string) {
  await firmTab(page).getByLabel("Office Address").fill(address);
  await firmTab(page).getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, TOASTS.settingsSaved.title);
}

async function saveCoordinates(page: Page, latitude: string, longitude: string) {
  await mapSection(page).getByLabel(T.latitude).fill(latitude);
  await mapSection(page).getByLabel(T.longitude).fill(longitude);
  await mapSection(page).getByRole("button", { name: T.save }).click();
}

/**
 * Saves coordinates the server takes, and waits for that save's own answer: the "Settings saved"
 * toast of the address saved just before may still be showing, so it cannot say this save landed.
 */
async function saveValidCoordinates(page: Page, latitude: string, longitude: string) {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/settings" && response.request().method() === "PUT",
  );
  await saveCoordinates(page, latitude, longitude);
  expect((await answered).status()).toBe(200);
  await expectToast(page, TOASTS.settingsSaved.title);
}

const mapSrc = async (page: Page) => {
  await page.goto("/contact");
  const frame = page.locator("iframe[src*='openstreetmap.org']");
  await expect(frame).toHaveAttribute("loading", "lazy");
  return frame.getAttribute("src");
};

test("a moved office: Settings says the map was not updated, coordinates by hand move the contact page's map", async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  expect(await mapSrc(page)).toContain(`marker=${OFFICE_MAP.latitude},${OFFICE_MAP.longitude}`);
  await openAdmin(page, "/admin/settings");
  const original = await firmTab(page).getByLabel("Office Address").inputValue();
  await expect(mapSection(page).getByRole("status")).toHaveCount(0);

  const moved = `${Date.now() % 1000} Westminster Bridge Road, London SE1`;
  await saveAddress(page, moved);
  await expectToast(page, T.notUpdatedTitle, T.notUpdatedToast);
  await expect(mapSection(page).getByRole("status")).toContainText(T.notUpdated);

  // Refused with the field's message, nothing saved.
  await saveCoordinates(page, "95", "-0.1246");
  await expect(mapSection(page).getByText("Latitude must be a number from -90 to 90.")).toBeVisible();

  await saveValidCoordinates(page, "51.5007", "-0.1246");
  await expect(mapSection(page).getByRole("status")).toHaveCount(0);

  expect(await mapSrc(page)).toContain("marker=51.5007,-0.1246");
  await expect(page.getByRole("main").getByText(moved).first()).toBeVisible();

  // Back to the demo office for the other tests.
  await openAdmin(page, "/admin/settings");
  await saveAddress(page, original);
  await saveValidCoordinates(page, String(OFFICE_MAP.latitude), String(OFFICE_MAP.longitude));
  expect(await mapSrc(page)).toContain(`marker=${OFFICE_MAP.latitude},${OFFICE_MAP.longitude}`);
});
