import { expectToast, openAdmin, signedIn } from "./support/admin";
import { lazyAdminApi, unique } from "./support/api";
import { expect, test } from "./support/test";
import { PNG, uploadFile } from "./support/upload";

/** The media library as an editor uses it: describe an image, find it again, and see the site use both. */

const api = lazyAdminApi();
test.afterAll(() => api.dispose());

test("alt text set in the media library is in the served HTML, and an image in use cannot be deleted", async ({
  page,
  request,
}) => {
  const { url } = await uploadFile("article-image", "cover.png", "image/png", PNG);
  const file = url.split("/").pop() ?? "";
  const post = await api.post<{ slug: string; title: string }>("/blog", {
    title: unique("Illustrated Post"),
    author: "Jane Doe",
    content: "<p>Body.</p>",
    status: "published",
    image: url,
  });

  await signedIn(page, request);
  await openAdmin(page, "/admin/media");
  await page.getByLabel("Kind").selectOption("article-image");
  const row = page.getByRole("row").filter({ has: page.locator(`img[src="${url}"]`) });
  await expect(row).toContainText("Not described yet");
  await expect(row.getByRole("link", { name: post.title })).toHaveAttribute("href", `/blog/${post.slug}`);

  await row.getByRole("button", { name: `Describe ${file}` }).click();
  const dialog = page.getByRole("dialog", { name: "Describe the image" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Describe the image, or mark it as decorative.")).toBeVisible();
  const alt = unique("Two attorneys reviewing a contract");
  await dialog.getByLabel("Alt text").fill(alt);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText(alt);

  const html = await (await page.request.get(`/blog/${post.slug}`)).text();
  expect(html).toContain(`alt="${alt}"`);
  expect(html).toMatch(new RegExp(`<img src="${url}" alt="${alt}" width="1" height="1" decoding="async"`));

  await page.getByLabel("Search by alt text or file name").fill(alt.split(" ").pop() ?? "");
  await expect(page.getByRole("row")).toHaveCount(2);
  await row.getByRole("button", { name: `Delete ${alt}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Still in use", post.title);
  // Refused: the confirmation stays open until cancelled, and the image stays.
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await expect(row).toHaveCount(1);
});

test("an editor picks an uploaded image from the library instead of uploading it again", async ({ page, request }) => {
  const { url, id } = await uploadFile("article-image", "reuse.png", "image/png", PNG);
  const alt = unique("The courthouse steps at dawn");
  await api.put(`/media/${id}`, { alt });
  const post = await api.post<{ id: number; title: string }>("/blog", {
    title: unique("Needs A Picture"),
    author: "Jane Doe",
    content: "<p>Body.</p>",
    status: "draft",
  });

  await signedIn(page, request);
  await openAdmin(page, "/admin/blog");
  await page.getByRole("button", { name: `Edit ${post.title}` }).click();
  const editor = page.getByRole("form", { name: "Edit Blog Post" });
  await editor.getByRole("button", { name: "Choose from library: Featured Image" }).click();
  await page
    .getByRole("dialog", { name: "Choose an image" })
    .getByRole("button", { name: `Use ${alt}` })
    .click();
  await expect(editor.locator(`img[src="${url}"]`).first()).toBeVisible();
  await editor.getByRole("button", { name: "Update Post" }).click();
  await expect(editor).toHaveCount(0);
  expect((await api.get<{ image: string }>(`/blog/${post.id}`)).image).toBe(url);
});
