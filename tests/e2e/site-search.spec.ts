import { BLOG_TEXT, COMMON, SEARCH_TEXT } from "../../app/lib/site-text";
import { SEARCH_MESSAGES } from "../../domain/messages";
import { SCREENSHOTS } from "./screenshots";
import { lazyAdminApi, unique } from "./support/api";
import { publishPost } from "./support/content";
import { expectAccessible, waitForHydration } from "./support/site";
import { expect, type Page, test } from "./support/test";

const api = lazyAdminApi();
test.afterAll(async () => api.dispose());

const PHONE = { width: 390, height: 844 };

/** Types into the header's search box (the phone menu's on small screens) and presses Enter. */
async function searchFromHeader(page: Page, text: string) {
  const phone = (page.viewportSize()?.width ?? 1280) < 1024;
  // The phone menu holds a box; the desktop header opens one from its search button.
  if (phone) await page.getByRole("button", { name: COMMON.menu }).click();
  else await page.getByRole("banner").getByRole("button", { name: SEARCH_TEXT.label }).click();
  const box = page.locator(phone ? "#menu-search" : "#header-search-box");
  await box.fill(text);
  await box.press("Enter");
  await page.waitForURL(/\/search\?q=/);
}

/** An article whose title holds a word no other content has, and that word. */
const PREFIX = "zephyrine";

async function findableArticle() {
  const word = unique(PREFIX).toLowerCase();
  const post = await publishPost(api, word, { title: `Settling ${word} disputes`, tags: [] });
  return { word, post };
}

/** The results page of `typed`, listing the article under Articles with its word marked. */
async function expectArticleFound(page: Page, typed: string, word: string, slug: string) {
  await expect(page.getByRole("heading", { level: 1 })).toContainText(SEARCH_TEXT.resultsTitle(typed));
  const articles = page.getByRole("region", { name: new RegExp(SEARCH_TEXT.groups.article) });
  const link = articles.getByRole("link", { name: new RegExp(word) });
  await expect(link).toHaveAttribute("href", `/blog/${slug}`);
  await expect(link.locator("mark", { hasText: word })).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/search$/);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's box searches from any page; results are grouped and highlighted", async ({ page }) => {
    const { word, post } = await findableArticle();
    await page.goto("/about");
    // The stem and a prefix of the last word find it too.
    // A fixed prefix: the index stems prefixes too, and a random cut could end where the stem changes.
    const typed = `settled ${PREFIX}`;
    await searchFromHeader(page, typed);
    await expectArticleFound(page, typed, word, post.slug);
    if (SCREENSHOTS) await page.screenshot({ path: "test-results/search-desktop.png", fullPage: true });
  });

  test("on a phone, through the menu", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const { word, post } = await findableArticle();
    await page.goto("/");
    await searchFromHeader(page, word);
    await expectArticleFound(page, word, word, post.slug);
    if (SCREENSHOTS) await page.screenshot({ path: "test-results/search-phone.png", fullPage: true });
  });

  test("no results offer the practice areas and the contact page", async ({ page }) => {
    const word = unique("nothingmatches");
    await page.goto(`/search?q=${word}`);
    await expect(page.getByRole("heading", { name: SEARCH_TEXT.noResults(word) })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.locator('a[href^="/practice-areas/"]').first()).toBeVisible();
    await expect(main.getByRole("link", { name: SEARCH_TEXT.contact })).toHaveAttribute("href", "/contact");
    if (SCREENSHOTS) await page.screenshot({ path: "test-results/search-none.png", fullPage: true });
  });

  test("hostile text gets results or a clear message", async ({ page }) => {
    for (const text of ['"law', "NEAR(law firm)", "-law*", "law AND OR"]) {
      const response = await page.goto(`/search?q=${encodeURIComponent(text)}`);
      expect(response?.status(), text).toBe(200);
      await expect(page.getByRole("alert")).toHaveCount(0);
    }
    const pasted = await page.goto(`/search?q=${"x".repeat(5000)}`);
    expect(pasted?.status()).toBe(200);
    await expect(page.getByRole("alert")).toContainText("200");
    await page.goto(`/search?q=${encodeURIComponent("🙂 **")}`);
    await expect(page.getByRole("alert")).toHaveText(SEARCH_MESSAGES.noWords);
  });
});

/** One session a width: a misspelling, a synonym, the empty query and the blog's own search (issue 39). */
for (const [width, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", PHONE],
] as const) {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, viewport });

    test(`search forgives a typo, knows a synonym, starts somewhere, and the blog repeats its query (${width})`, async ({
      page,
    }) => {
      const { word, post } = await findableArticle();

      // A letter missing: the results are for the word the article holds, and the typed text is a link away.
      await page.goto("/");
      const typo = word.replace(PREFIX, "zephyrne");
      await searchFromHeader(page, typo);
      await expect(page.getByRole("status")).toContainText(`${SEARCH_TEXT.showingResultsFor} ${word}`);
      await expectArticleFound(page, typo, word, post.slug);
      if (SCREENSHOTS) await page.screenshot({ path: `test-results/search-typo-${width}.png`, fullPage: true });
      await page.getByRole("link", { name: typo }).click();
      await expect(page.getByRole("heading", { name: SEARCH_TEXT.noResults(typo) })).toBeVisible();

      // The demo's synonyms (Settings → Search) say DUI also means drunk driving; the article never says DUI.
      const drunk = await publishPost(api, unique("drunk"), { title: `Drunk driving and ${word}`, tags: [] });
      await page.goto(`/search?q=${encodeURIComponent(`DUI ${word}`)}`);
      const articles = page.getByRole("region", { name: new RegExp(SEARCH_TEXT.groups.article) });
      await expect(articles.getByRole("link")).toHaveCount(1);
      await expect(articles.getByRole("link", { name: /Drunk driving/ })).toHaveAttribute(
        "href",
        `/blog/${drunk.slug}`,
      );

      await page.goto("/search");
      const start = page.getByRole("region", { name: SEARCH_TEXT.startAreas });
      await expect(start.locator('a[href^="/practice-areas/"]').first()).toBeVisible();
      const recent = page.getByRole("region", { name: SEARCH_TEXT.startArticles });
      await expect(recent.getByRole("link", { name: drunk.title })).toHaveAttribute("href", `/blog/${drunk.slug}`);
      if (SCREENSHOTS) await page.screenshot({ path: `test-results/search-start-${width}.png`, fullPage: true });

      await page.goto(`/blog?search=${word}`);
      await expect(page.getByRole("status")).toHaveText(BLOG_TEXT.resultsFor(2, word));
      const card = page.getByRole("article").filter({ hasText: post.title });
      // The article's text matched: its card shows that passage, the word marked.
      await expect(card.locator("p mark", { hasText: word })).toHaveCount(1);
      if (SCREENSHOTS) await page.screenshot({ path: `test-results/search-blog-${width}.png`, fullPage: true });
    });
  });
}

test.describe("with JavaScript", () => {
  test("a hydrated page's header box searches the same way", async ({ page }) => {
    const { word, post } = await findableArticle();
    await page.goto("/blog");
    await waitForHydration(page);
    await searchFromHeader(page, word);
    await expectArticleFound(page, word, word, post.slug);
    await expectAccessible(page);
  });
});
