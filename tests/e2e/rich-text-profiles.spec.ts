import { gzipSync } from "node:zlib";
import { demoPracticeAreas } from "@db/seed/content/practice-areas";
import { demoTeamMembers } from "@db/seed/content/team";
import { plainTextToHtml } from "@domain/rich-text";
import { PRACTICE_AREAS, TEAM } from "~/lib/site-text";
import { SCREENSHOTS } from "./screenshots";
import { openAdmin, signedIn, unique } from "./support/admin";
import { lazyAdminApi } from "./support/api";
import { expect, type Locator, type Page, type Response, test } from "./support/test";

/**
 * Practice-area overviews and attorney biographies in the visual editor (issue 25): written with
 * Markdown shortcuts and a link, stored as sanitised HTML, shown on the public pages (which load no
 * editor code), with the editor's chunk lazy and under 150 KiB gzip.
 */

const api = lazyAdminApi();
test.describe.configure({ timeout: 120_000 });
test.afterAll(() => api.dispose());

const EDITOR_BUDGET = 150 * 1024;

/** Every script the page fetches from now on, with its gzip size (the server may send it uncompressed). */
function watchScripts(page: Page) {
  const seen: { url: string; gzip: number }[] = [];
  const onResponse = async (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    seen.push({ url: response.url(), gzip: gzipSync(await response.body()).length });
  };
  page.on("response", onResponse);
  return seen;
}

async function shoot(page: Page, name: string, locator: Locator) {
  if (!SCREENSHOTS) return;
  await locator.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/${name}-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await locator.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/${name}-phone.png` });
  await page.setViewportSize({ width: 1280, height: 720 });
}

/**
 * Opens the row's edit dialog in a back-office list found by its name, and answers the dialog and
 * its editor (`field`), with the scripts fetched from the moment the button is clicked.
 */
async function openEditor(page: Page, at: { path: string; row: string; dialog: string; field: string }) {
  await openAdmin(page, at.path);
  await page.getByRole("searchbox").fill(at.row);
  const scripts = watchScripts(page);
  await page.getByRole("button", { name: `Edit ${at.row}` }).click();
  const dialog = page.getByRole("dialog", { name: at.dialog });
  return { dialog, editor: dialog.getByRole("textbox", { name: at.field, exact: true }), scripts };
}

test("a practice area's overview gets a heading and a list in the editor, and its page shows them", async ({
  page,
  request,
}) => {
  const title = unique("Maritime Law");
  const area = await api.post<{ id: number; slug: string }>("/practice-areas", {
    title,
    description: "Ships, cargo and ports.",
    longDescription: "We act for owners & crews.\n\nWe also advise ports.",
    status: "published",
  });
  await signedIn(page, request);
  const {
    dialog,
    editor: overview,
    scripts,
  } = await openEditor(page, {
    path: "/admin/practice-areas",
    row: title,
    dialog: "Edit Practice Area",
    field: "Overview",
  });
  // The plain text opens as its paragraphs.
  await expect(overview.locator("p")).toHaveText(["We act for owners & crews.", "We also advise ports."]);

  // The editor's code came with the dialog, not before, and stays under its budget.
  const editorScripts = scripts.filter((s) => !s.url.includes("/api/"));
  expect(editorScripts.length).toBeGreaterThan(0);
  const gzip = editorScripts.reduce((sum, s) => sum + s.gzip, 0);
  expect(gzip, editorScripts.map((s) => `${s.url} ${s.gzip}`).join("\n")).toBeLessThan(EDITOR_BUDGET);

  await overview.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("## Why clients choose us\n");
  await page.keyboard.type("- Fixed fees\nPlain answers\n\n");
  await page.keyboard.type("Call us today.");
  await expect(dialog.getByRole("button", { name: "Bulleted list" })).toHaveAttribute("aria-pressed", "false");
  await shoot(page, "rich-overview-editor", overview);
  await dialog.getByRole("button", { name: "Update Practice Area" }).click();
  await expect(dialog).toBeHidden();

  const stored = await api.get<{ overviewHtml: string; longDescription: string }>(`/practice-areas/${area.id}`);
  expect(stored.overviewHtml).toBe(
    [
      "<p>We act for owners &amp; crews.</p>",
      "<p>We also advise ports.</p>",
      "<h2>Why clients choose us</h2>",
      "<ul>\n<li>Fixed fees</li>\n<li>Plain answers</li>\n</ul>",
      "<p>Call us today.</p>",
    ].join("\n"),
  );
  expect(stored.longDescription).toBe(
    "We act for owners & crews.\n\nWe also advise ports.\n\nWhy clients choose us\n\nFixed fees\nPlain answers\n\nCall us today.",
  );

  const visitor = watchScripts(page);
  await page.goto(`/practice-areas/${area.slug}`);
  const section = page.getByRole("region", { name: PRACTICE_AREAS.overview });
  await expect(section.getByRole("heading", { name: "Why clients choose us" })).toBeVisible();
  await expect(section.getByRole("listitem")).toHaveText(["Fixed fees", "Plain answers"]);
  await expect(section.locator(".article-content > p").first()).toHaveText("We act for owners & crews.");
  // The public page loads none of the editor's code.
  const editorUrls = new Set(editorScripts.map((s) => s.url));
  expect(visitor.filter((s) => editorUrls.has(s.url))).toEqual([]);
  await shoot(page, "rich-overview", section);
});

test("an attorney's biography gets a link in the editor, and the profile shows it", async ({ page, request }) => {
  const name = `Morgan Q${unique("").replace(/[^a-z]/g, "")}`;
  const member = await api.post<{ id: string }>("/team", {
    name,
    role: "Partner",
    fullBio: "Morgan advises families.",
    status: "active",
  });
  await signedIn(page, request);
  const { dialog, editor: bio } = await openEditor(page, {
    path: "/admin/team",
    row: name,
    dialog: "Edit Attorney",
    field: "Full Biography",
  });
  await expect(bio.locator("p")).toHaveText(["Morgan advises families."]);

  await bio.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Read her articles");
  await page.keyboard.press("Shift+Home");
  await page.keyboard.press("Control+k");
  await dialog.getByLabel(/^Address/).fill("/blog");
  await dialog.getByRole("button", { name: "Apply link" }).click();
  await expect(dialog.getByRole("button", { name: "Link" })).toHaveAttribute("aria-pressed", "true");
  await dialog.getByRole("button", { name: "Update Attorney" }).click();
  await expect(dialog).toBeHidden();

  const stored = await api.get<{ fullBioHtml: string; fullBio: string }>(`/team/${member.id}`);
  expect(stored.fullBioHtml).toBe('<p>Morgan advises families.</p>\n<p><a href="/blog">Read her articles</a></p>');
  expect(stored.fullBio).toBe("Morgan advises families.\n\nRead her articles");

  await page.goto(`/team/${member.id}`);
  const section = page.getByRole("region", { name: TEAM.biography });
  await expect(section.getByRole("link", { name: "Read her articles" })).toHaveAttribute("href", "/blog");
  await shoot(page, "rich-biography", section);
  await section.getByRole("link", { name: "Read her articles" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

/** Each HTML through the source view into the visual editor and back out: what the editor would store. */
async function expectRoundTrips(dialog: Locator, label: string, items: { name: string; html: string }[]) {
  const toggle = dialog.getByRole("button", { name: "HTML source" });
  const source = dialog.getByRole("textbox", { name: `${label} (HTML source)` });
  for (const { name, html } of items) {
    await toggle.click();
    await source.fill(html);
    await toggle.click();
    await toggle.click();
    await expect(source, name).toHaveValue(html);
    await toggle.click();
  }
}

test("every seeded overview and biography loads into the editor and saves back unchanged", async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  await openAdmin(page, "/admin/practice-areas");
  await page.getByRole("button", { name: "Add Practice Area" }).click();
  const areaDialog = page.getByRole("dialog", { name: "Add Practice Area" });
  const areas = demoPracticeAreas.map((a) => ({ name: a.slug, html: plainTextToHtml(a.longDescription ?? "") }));
  expect(areas.length).toBeGreaterThan(5);
  await expectRoundTrips(areaDialog, "Overview", areas);

  await openAdmin(page, "/admin/team");
  await page.getByRole("button", { name: "Add Attorney" }).click();
  const teamDialog = page.getByRole("dialog", { name: "Add Attorney" });
  const bios = demoTeamMembers.map((m) => ({ name: m.name, html: plainTextToHtml(m.fullBio ?? "") }));
  expect(bios.filter((b) => b.html).length).toBeGreaterThan(5);
  await expectRoundTrips(teamDialog, "Full Biography", bios);
});
