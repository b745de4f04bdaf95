import { BLOG } from "@domain/constants";
import { BLOG_TEXT, COMMON } from "../../app/lib/site-text";
import { lazyAdminApi, unique } from "./support/api";
import { publishPost, publishPosts } from "./support/content";
import { waitForHydration } from "./support/site";
import { expect, type Page, test } from "./support/test";

const api = lazyAdminApi();
test.afterAll(async () => api.dispose());

const articles = (page: Page) => page.getByRole("main").getByRole("article");
const loadMore = (page: Page) => page.getByRole("link", { name: BLOG_TEXT.loadMore });

/** Holds the list's data requests a moment, so the busy states can be seen. */
async function slowData(page: Page) {
  await page.route("**/blog.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

async function search(page: Page, text: string) {
  const box = page.getByRole("searchbox", { name: BLOG_TEXT.searchLabel });
  await box.fill(text);
  await box.press("Enter");
}

test("search runs on Enter and finds a new article by title, content or tag", async ({ page }) => {
  const token = unique("srch");
  const post = await publishPost(api, token, {
    tags: [`Label${token}`],
    title: `Only tagged ${unique("t")}`,
    content: "<p>Plain.</p>",
  });
  await page.goto("/blog");
  await waitForHydration(page);
  await search(page, `label${token}`);
  await expect(page).toHaveURL(new RegExp(`search=label${token}`, "i"));
  await expect(articles(page)).toHaveCount(1);
  await expect(articles(page).first()).toContainText(post.title);
  await search(page, unique("nothing"));
  await expect(page.getByRole("heading", { name: BLOG_TEXT.empty })).toBeVisible();
});

test("the featured first item and the cards: excerpts, category badge, author, long date, read time", async ({
  page,
}) => {
  const token = unique("feat");
  const long = "lorem ipsum dolor sit amet ".repeat(15);
  // The text leaves the token out: an article matched by its title keeps its excerpt (no search passage).
  const text = `<p>${"word ".repeat(450)}</p>`;
  await publishPost(api, token, { excerpt: `${long} older`, tags: [], content: text, category: "Real Estate" });
  const newest = await publishPost(api, token, {
    excerpt: `${long} newer`,
    tags: ["Appeals", "Trials"],
    content: text,
    category: "Litigation",
  });
  await page.goto(`/blog?search=${token}`);
  const [featured, card] = [articles(page).nth(0), articles(page).nth(1)];
  await expect(featured).toContainText(newest.title);
  await expect(featured).toContainText(BLOG_TEXT.featured);
  // The category, as the article's page and the filter name it (not the first tag).
  await expect(featured).toContainText("Litigation");
  await expect(featured).not.toContainText("Appeals");
  await expect(card).toContainText("Real Estate");
  for (const [item, length] of [
    [featured, BLOG.featuredExcerptLength],
    [card, BLOG.cardExcerptLength],
  ] as const) {
    const excerpt = (await item.locator("p").filter({ hasText: "lorem ipsum" }).textContent())?.trim() ?? "";
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(length + 1);
    expect(excerpt.length).toBeGreaterThan(length * 0.6);
    await expect(item).toContainText("Eleanor Whitmore");
    // 451 words at 200 a minute, rounded up.
    await expect(item).toContainText(COMMON.minRead(3));
    await expect(item.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  }
});

test("the category select filters on the server and resets to page 1", async ({ page }) => {
  const token = unique("cat");
  const estate = await publishPost(api, token, { category: "Real Estate" });
  const litigation = await publishPost(api, token, { category: "Litigation" });
  await page.goto(`/blog?search=${token}&page=2`);
  await waitForHydration(page);
  await slowData(page);
  await page.getByRole("combobox", { name: BLOG_TEXT.categoryLabel }).selectOption({ label: "Real Estate" });
  await expect(page).toHaveURL(/category=real-estate/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(articles(page)).toHaveCount(1);
  await expect(articles(page).first()).toContainText(estate.title);
  await expect(page.getByRole("main")).not.toContainText(litigation.title);
});

test("Load More shows the next 10 below the first and shows only while the last page had exactly 10", async ({
  page,
}) => {
  const token = unique("more");
  await publishPosts(api, token, 21);
  await page.goto(`/blog?search=${token}`);
  await waitForHydration(page);
  await expect(articles(page)).toHaveCount(10);
  const first = (await articles(page).first().textContent()) ?? "";
  await loadMore(page).click();
  // Pages 1 and 2 in one list, landing on the first new article (the page ships no framework).
  await expect(page).toHaveURL(/page=2#page-2$/);
  await expect(articles(page)).toHaveCount(20);
  await expect(articles(page).first()).toHaveText(first);
  await loadMore(page).click();
  await expect(articles(page)).toHaveCount(21);
  await expect(loadMore(page)).toHaveCount(0);
});

test("a last page of exactly 10 still offers Load More, which then finds nothing more", async ({ page }) => {
  const token = unique("ten");
  await publishPosts(api, token, 10);
  await page.goto(`/blog?search=${token}`);
  await waitForHydration(page);
  await expect(articles(page)).toHaveCount(10);
  await loadMore(page).click();
  await expect(loadMore(page)).toHaveCount(0);
  await expect(articles(page)).toHaveCount(10);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search, category and Load More are plain GET links and forms", async ({ page }) => {
    const token = unique("nojs");
    await publishPosts(api, token, 11);
    await page.goto("/blog");
    await search(page, token);
    await expect(articles(page)).toHaveCount(10);
    await expect(loadMore(page)).toHaveAttribute("href", /page=2#page-2$/);
    await loadMore(page).click();
    await expect(page).toHaveURL(/page=2#page-2$/);
    await expect(articles(page)).toHaveCount(11);
    await expect(loadMore(page)).toHaveCount(0);
    await page.getByRole("combobox", { name: BLOG_TEXT.categoryLabel }).selectOption({ label: "Corporate Law" });
    await page.getByRole("button", { name: BLOG_TEXT.apply }).click();
    await expect(page).toHaveURL(/category=corporate-law/);
    await expect(page.getByRole("heading", { name: BLOG_TEXT.empty })).toBeVisible();
  });
});
