import { openAdmin, signedIn } from "./support/admin";
import { lazyAdminApi, unique } from "./support/api";
import { expect, test } from "./support/test";

/** The publishing tools in the back office: history and restore, previews of areas and attorneys. */

const api = lazyAdminApi();
test.afterAll(() => api.dispose());

test("a post's earlier version is restored from its history, and the site shows it", async ({ page, request }) => {
  const first = unique("Original Headline");
  // Words of its own: the article page lists related articles with their excerpts, earlier runs' included.
  const wording = unique("The first wording");
  const body = { author: "Jane Doe", content: `<p>${wording}</p>`, status: "published" };
  const post = await api.post<{ id: number; slug: string }>("/blog", { title: first, ...body });
  const second = unique("Rewritten Headline");
  await api.put(`/blog/${post.id}`, { ...body, title: second, slug: post.slug, content: "<p>A worse wording.</p>" });

  await signedIn(page, request);
  await openAdmin(page, "/admin/blog");
  await page.getByRole("button", { name: `History of ${second}` }).click();
  // Named by the item's current title, which the restore changes: found by role.
  const dialog = page.getByRole("dialog");
  await expect(dialog).toHaveAccessibleName(`History of ${second}`);
  const versions = dialog.getByRole("listitem");
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText(first);
  await expect(versions.first()).toContainText("A worse wording.");
  await versions
    .nth(1)
    .getByRole("button", { name: /^Restore/ })
    .click();
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText("restored from version");
  await expect(dialog).toHaveAccessibleName(`History of ${first}`);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("row").filter({ hasText: first })).toHaveCount(1);

  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: first })).toBeVisible();
  await expect(page.getByText(wording)).toBeVisible();
});

for (const screen of [
  {
    path: "/admin/practice-areas",
    create: () =>
      api.post<{ title: string }>("/practice-areas", {
        title: unique("Draft Area"),
        icon: "⚖️",
        description: "Not public yet.",
        status: "draft",
      }),
  },
  {
    path: "/admin/team",
    create: () =>
      api.post<{ name: string }>("/team", {
        name: unique("Draft Attorney"),
        role: "Associate Attorney",
        email: `${unique("draft").replace(/\W/g, "")}@example.com`,
        status: "inactive",
      }),
  },
]) {
  test(`a hidden item's Preview on ${screen.path} opens its page for a partner without an account`, async ({
    page,
    request,
    browser,
  }) => {
    const created = (await screen.create()) as { title?: string; name?: string };
    const name = created.title ?? created.name ?? "";
    await signedIn(page, request);
    await openAdmin(page, screen.path);
    const opened = page.waitForEvent("popup");
    await page.getByRole("button", { name: `Preview ${name}` }).click();
    const popup = await opened;
    await popup.waitForURL(/\?preview=/);
    const link = popup.url();

    const partner = await browser.newContext();
    const incognito = await partner.newPage();
    const response = await incognito.goto(link);
    expect(response?.status()).toBe(200);
    await expect(incognito.getByRole("heading", { level: 1, name })).toBeVisible();
    expect((await incognito.goto(link.replace(/\?preview=.*$/, "")))?.status()).toBe(404);
    await partner.close();
  });
}

test("the editor's search preview warns past the length search engines show, and the saved description is served", async ({
  page,
  request,
}) => {
  const title = unique("Search Ready Post");
  const post = await api.post<{ slug: string }>("/blog", {
    title,
    author: "Jane Doe",
    content: "<p>Body.</p>",
    status: "published",
  });
  await signedIn(page, request);
  await openAdmin(page, "/admin/blog");
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const dialog = page.getByRole("form", { name: "Edit Blog Post" });
  const search = dialog.getByRole("region", { name: "Search result preview" });
  await expect(search).toContainText(title);
  await expect(search).toContainText(`/blog/${post.slug}`);

  const description = dialog.getByLabel("Meta description");
  await description.fill("Too long. ".repeat(20));
  await expect(dialog.getByText(/Meta description is longer than 160 characters/)).toBeVisible();
  const written = unique("What a searcher reads about this post");
  await description.fill(written);
  await expect(dialog.getByText(/Meta description is longer/)).toHaveCount(0);
  await expect(search).toContainText(written);
  await expect(dialog.getByRole("region", { name: "Social card preview" })).toContainText(written);
  await dialog.getByRole("button", { name: "Update Post" }).click();
  await expect(dialog).toHaveCount(0);

  const html = await (await page.request.get(`/blog/${post.slug}`)).text();
  expect(html).toContain(`<meta name="description" content="${written}"/>`);
  expect(html).toContain(`<meta property="og:description" content="${written}"/>`);
});
