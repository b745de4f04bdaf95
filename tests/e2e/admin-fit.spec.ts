import { ACTIVITY_SCREEN } from "~/lib/admin/staff-text";
import { openAdmin, openAdminSignedIn, signedIn } from "./support/admin";
import { lazyAdminApi, unique } from "./support/api";
import { expect, type Page, test } from "./support/test";

const PHONE = { width: 390, height: 844 };
const api = lazyAdminApi();
test.afterAll(async () => api.dispose());
const SCREENS = ["/admin/blog", "/admin/team", "/admin/practice-areas", "/admin/testimonials"] as const;

/**
 * Every button named "Edit …" lies inside the viewport's width (reachable without scrolling sideways)
 * and is not scrolled away inside its table: the element at its centre is the button itself. One
 * pass in the page over every match, not two round trips per button each resolving the role query.
 */
async function expectEditButtonsInView(page: Page, width: number, where: string) {
  const buttons = page.getByRole("button", { name: /^Edit / });
  await expect(buttons.first()).toBeVisible();
  const misplaced = await buttons.evaluateAll(
    (elements, viewportWidth) =>
      elements
        .filter((el) => {
          const r = el.getBoundingClientRect();
          if (r.width === 0 || r.right > viewportWidth) return true;
          const top = document.elementFromPoint(
            r.x + r.width / 2,
            Math.min(r.y + r.height / 2, window.innerHeight - 1),
          );
          return !(top === el || el.contains(top) || r.y + r.height / 2 >= window.innerHeight);
        })
        .map((el) => el.getAttribute("aria-label") ?? el.textContent ?? ""),
    width,
  );
  expect(misplaced, where).toEqual([]);
}

// Each screen is loaded once and checked at each common laptop width in turn (the layout follows the
// window, as when staff resize it): three contexts loading the same screens did the same work thrice.
test("at 1280, 1366 and 1440 px every admin table shows its actions without sideways scrolling (defect 1)", async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  for (const path of SCREENS) {
    await openAdmin(page, path);
    await expect(page.locator(".animate-pulse")).toHaveCount(0);
    for (const width of [1280, 1366, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expectEditButtonsInView(page, width, `${path} at ${width}`);
    }
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("every admin screen and the writing page fit 390 px, its rows as cards with the actions in reach (defect 1)", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000); // eleven screens on a shared, loaded machine
    await signedIn(page, request);
    for (const path of [
      "/admin/dashboard",
      "/admin/contacts",
      ...SCREENS,
      "/admin/settings",
      "/admin/staff",
      "/admin/activity",
      "/admin/subscribers",
    ]) {
      await openAdmin(page, path);
      await expect(page.locator(".animate-pulse")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          // Only regions a person would have to scroll sideways (truncated text hides, it does not scroll).
          .filter((el) => ["auto", "scroll"].includes(getComputedStyle(el).overflowX))
          .filter((el) => el.scrollWidth > el.clientWidth + 1 && el.getBoundingClientRect().width > 0)
          .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join(".")}`),
      );
      expect(overflow, `${path}: nothing scrolls sideways`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(PHONE.width);
      if ((SCREENS as readonly string[]).includes(path)) {
        await expect(page.getByRole("table")).toBeHidden();
        await expectEditButtonsInView(page, PHONE.width, path);
      }
    }
    // The writing page (issue 39): the text first; the post's settings are a drawer the Settings button opens.
    await openAdmin(page, "/admin/blog/new");
    await expect(page.locator(".animate-pulse")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const settings = page.getByRole("complementary", { name: "Post settings" });
    await expect(page.getByRole("textbox", { name: "Content", exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expect(settings).toBeHidden();
    await page.getByRole("button", { name: "Settings" }).click();
    await expect(settings.getByRole("textbox", { name: "Slug" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test("a card names each of its facts; only a row's buttons sit unlabeled at its foot", async ({ page, request }) => {
    // An activity row of its own: on a fresh database the log may still be empty when this runs.
    await api.post("/testimonials", { name: "Fit Client", service: "Family Law", rating: 5, content: unique("Fit ") });
    await signedIn(page, request);
    await openAdmin(page, "/admin/activity");
    const card = page.getByRole("region", { name: ACTIVITY_SCREEN.title }).getByRole("listitem").first();
    await expect(card.getByRole("term")).toHaveText(
      Object.values(ACTIVITY_SCREEN.columns).filter((header) => header !== ACTIVITY_SCREEN.columns.when),
    );
  });

  test("the dashboard chart shows the latest week on a phone (defect 4)", async ({ page, request }) => {
    await openAdminSignedIn(page, request, "/admin/dashboard");
    const bars = page.getByRole("region", { name: "Enquiries per week chart" }).locator("rect");
    await expect(bars.last()).toBeAttached();
    const box = await bars.last().boundingBox();
    expect((box?.x ?? Number.POSITIVE_INFINITY) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  });
});

test("an add or edit dialog (the articles': page) opens with focus in its first field, not on Close (defect 2)", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000); // six screens on a shared, loaded machine
  await signedIn(page, request);
  for (const [path, opener, field] of [
    ["/admin/blog", "New Post", "Title"],
    ["/admin/team", "Add Attorney", "Full Name"],
    ["/admin/practice-areas", "Add Practice Area", "Title"],
    ["/admin/testimonials", "Add Testimonial", "Client Name"],
  ] as const) {
    // Articles are written on a page of their own (issue 39); the other screens' forms are dialogs.
    const form = path === "/admin/blog" ? page.getByRole("form", { name: /Blog Post$/ }) : page.getByRole("dialog");
    await openAdmin(page, path);
    await page.getByRole("button", { name: opener }).click();
    await expect(form.getByRole("textbox", { name: field, exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await openAdmin(page, path);
    await page
      .getByRole("button", { name: /^Edit / })
      .first()
      .click();
    await expect(form.getByRole("textbox", { name: field, exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
  }
});
