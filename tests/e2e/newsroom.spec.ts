import { readFileSync } from "node:fs";
import { lazyAdminApi, unique } from "./support/api";
import { expect, test } from "./support/test";
import { PNG, uploadFile } from "./support/upload";

/** The publishing tools as an editor (and a partner without an account) meet them on the real site. */

const api = lazyAdminApi();
test.afterAll(() => api.dispose());

const post = (fields: Record<string, unknown>) =>
  api.post<{ id: number; slug: string; title: string }>("/blog", {
    title: unique("Newsroom Post "),
    author: "Jane Doe",
    content: "<p>Body of the article.</p>",
    status: "published",
    ...fields,
  });

test("a draft's preview link opens in a fresh incognito context, and the bare address stays a 404", async ({
  browser,
}) => {
  const draft = await post({ status: "draft" });
  const { url } = await api.post<{ url: string }>(`/content/post/${draft.id}/preview`, {});
  const incognito = await browser.newContext();
  const page = await incognito.newPage();
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { name: draft.title })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  expect((await page.goto(`/blog/${draft.slug}`))?.status()).toBe(404);
  await incognito.close();
});

test("an old slug follows the post to its new address", async ({ page }) => {
  const published = await post({});
  const slug = unique("moved-").toLowerCase();
  await api.put(`/blog/${published.id}`, {
    title: published.title,
    slug,
    author: "Jane Doe",
    content: "<p>Body of the article.</p>",
    status: "published",
  });
  await page.goto(`/blog/${published.slug}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole("heading", { name: published.title })).toBeVisible();
});

test("a meta description set by staff is in the served HTML", async ({ page }) => {
  const description = unique("A description written for search results ");
  const published = await post({ metaDescription: description });
  await page.goto(`/blog/${published.slug}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
});

test.describe("the firm's logo", () => {
  // Saves the firm's settings: runs alone (support/test.ts).
  test.use({ firmSettings: "changes" });

  test("an uploaded logo and favicon show on the public site", async ({ page }) => {
    const icon = readFileSync("public/favicon.ico");
    const { url: faviconUrl } = await uploadFile("favicon", "favicon.ico", "image/x-icon", icon);
    const { url: logoUrl } = await uploadFile("logo", "logo.png", "image/png", PNG);
    await api.put("/settings", { logoUrl, faviconUrl });
    await page.goto("/about");
    await expect(page.locator(`header img[src="${logoUrl}"]`)).toHaveCount(1);
    await expect(page.locator(`footer img[src="${logoUrl}"]`)).toHaveCount(1);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", faviconUrl);
    expect((await page.request.get(logoUrl)).status()).toBe(200);
    await api.put("/settings", { logoUrl: null, faviconUrl: null });
  });
});
