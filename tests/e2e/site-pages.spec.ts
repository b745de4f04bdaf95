import { quickFacts } from "@domain/constants";
import { ABOUT, ARTICLE, COMMON, CONTACT_TEXT, HOME, LEGAL_TEXT, PRACTICE_AREAS, TEAM } from "../../app/lib/site-text";
import { lazyAdminApi, unique } from "./support/api";
import { publishPost } from "./support/content";
import { withSettings } from "./support/firm";
import { expect, type Locator, test } from "./support/test";

const api = lazyAdminApi();

/** A figure of a stats list (<dt> label, <dd> value). */
const stat = (scope: Locator, label: string) =>
  scope.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
test.afterAll(async () => api.dispose());

/** Letters only: a team member's name becomes their first-last profile id. */
const surname = () => `Q${unique("").replace(/[^a-z]/g, "")}`;

async function createAttorney(overrides: Record<string, unknown> = {}) {
  return api.post<{ id: string; name: string }>("/team", {
    name: `Jordan ${surname()}`,
    role: "Partner",
    department: "Real Estate Law",
    email: `${unique("j")}@example.com`,
    phone: "(555) 300-4000",
    bio: "Guides buyers and developers through complex closings.",
    fullBio: `First paragraph ${unique("p")}.\n\nSecond paragraph ${unique("p")}.`,
    office: "Suite 410",
    specialties: ["Closings", "Leasing", "Zoning", "Title"],
    education: [{ degree: "J.D.", school: "Fordham Law School", year: "2010", honors: "cum laude" }],
    barAdmissions: ["New York"],
    awards: [`Award ${unique("a")}`],
    recentCases: [{ title: `Matter ${unique("m")}`, description: "A mixed-use acquisition." }],
    publications: [`Publication ${unique("b")}`],
    status: "active",
    ...overrides,
  });
}

async function createArea(overrides: Record<string, unknown> = {}) {
  const title = `Area ${unique("")}`;
  return api.post<{ id: number; slug: string; title: string }>("/practice-areas", {
    title,
    icon: "🏛️",
    description: `Counsel on ${title}.`,
    features: ["One", "Two", "Three", "Four"],
    longDescription: `Overview one ${unique("o")}.\n\nOverview two.`,
    services: [`Service ${unique("s")}`, "Second service"],
    scenarios: [{ title: `Story ${unique("s")}`, description: "A good outcome." }],
    faqs: [{ question: `Question ${unique("q")}?`, answer: `Answer ${unique("a")}.` }],
    status: "published",
    ...overrides,
  });
}

test("home: featured areas, attorneys and testimonials come from the database", async ({ page }) => {
  const area = await createArea({ featured: true });
  const attorney = await createAttorney({ featured: true });
  const quote = `Wonderful ${unique("q")}`;
  await api.post("/testimonials", {
    name: "Casey Client",
    rating: 5,
    content: quote,
    status: "approved",
    featured: true,
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: COMMON.scheduleConsultation }).first()).toHaveAttribute("href", "/book");
  await expect(page.getByRole("link", { name: HOME.exploreServices })).toHaveAttribute("href", "/practice-areas");
  await expect(page.getByRole("link", { name: `${COMMON.learnMore} ${area.title}` })).toHaveAttribute(
    "href",
    `/practice-areas/${area.slug}`,
  );
  const member = page.getByRole("article").filter({ hasText: attorney.name });
  await expect(member).toContainText("Real Estate Law");
  await expect(member.getByRole("link", { name: `${COMMON.viewProfile} ${attorney.name}` })).toHaveAttribute(
    "href",
    `/team/${attorney.id}`,
  );
  await expect(page.getByRole("figure").filter({ hasText: quote })).toContainText(HOME.client);
  await expect(page.getByRole("link", { name: HOME.viewAllTestimonials })).toHaveAttribute("href", "/testimonials");
  await expect(page.getByRole("link", { name: HOME.learnMoreAboutUs })).toHaveAttribute("href", "/about");
});

test("practice areas: the grid and a detail page for a new area; drafts are not found", async ({ page }) => {
  const area = await createArea();
  const related = await createArea();
  const draft = await createArea({ status: "draft" });
  await page.goto("/practice-areas");
  const card = page.getByRole("article").filter({ hasText: area.title });
  await expect(card.getByRole("list", { name: PRACTICE_AREAS.keyServices }).getByRole("listitem")).toHaveCount(4);
  await card.getByRole("link", { name: `${COMMON.learnMore} ${area.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/practice-areas/${area.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: area.title })).toBeVisible();
  const overview = page.getByRole("region", { name: PRACTICE_AREAS.overview });
  await expect(overview.locator("p")).toHaveCount(2);
  await expect(page.getByRole("region", { name: PRACTICE_AREAS.services })).toContainText("Second service");
  await expect(page.getByRole("region", { name: PRACTICE_AREAS.successStories })).toContainText("A good outcome.");
  const faq = page.getByRole("region", { name: PRACTICE_AREAS.faqs });
  await expect(faq.getByText(/^Answer /)).toBeHidden();
  await faq.getByText(/^Question /).click();
  await expect(faq.getByText(/^Answer /)).toBeVisible();
  const settings = await api.get<{ phone: string; email: string }>("/settings");
  const side = page.getByRole("region", { name: PRACTICE_AREAS.sideCardTitle });
  await expect(side.getByRole("link", { name: settings.phone })).toBeVisible();
  await expect(side.getByRole("link", { name: settings.email })).toHaveAttribute("href", `mailto:${settings.email}`);
  await expect(side.getByRole("link", { name: COMMON.scheduleConsultation })).toHaveAttribute(
    "href",
    `/book?area=${area.slug}`,
  );
  await expect(page.getByRole("navigation", { name: PRACTICE_AREAS.related }).getByRole("link").first()).toBeVisible();
  for (const fact of quickFacts())
    await expect(page.getByRole("region", { name: PRACTICE_AREAS.quickFacts })).toContainText(fact);
  expect(related.slug).not.toBe(area.slug);
  expect((await page.goto(`/practice-areas/${draft.slug}`))?.status()).toBe(404);
});

test("team: department filters are links that render on the server; stats count the attorneys", async ({
  page,
  request,
}) => {
  const attorney = await createAttorney();
  const inactive = await createAttorney({ status: "inactive" });
  const total = Number((await request.get("/api/team?limit=1")).headers()["x-total-count"]);
  await page.goto("/team");
  await expect(page.getByRole("main")).toContainText(attorney.name);
  await expect(page.getByRole("main")).not.toContainText(inactive.name);
  await expect(stat(page.getByRole("region", { name: TEAM.stats.label }), TEAM.stats.attorneys)).toHaveText(
    String(total),
  );
  const card = page.getByRole("article").filter({ hasText: attorney.name });
  await expect(card).toContainText(TEAM.more(2));
  await expect(card.getByRole("link", { name: /@example\.com$/ })).toBeVisible();
  const filters = page.getByRole("navigation", { name: TEAM.filterLabel });
  await filters.getByRole("link", { name: "Real Estate" }).click();
  await expect(page).toHaveURL(/\?department=real-estate-law$/);
  await expect(filters.getByRole("link", { name: "Real Estate" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("main")).toContainText(attorney.name);
  await filters.getByRole("link", { name: "Litigation" }).click();
  await expect(page.getByRole("main")).not.toContainText(attorney.name);
  expect((await page.goto(`/team/${inactive.id}`))?.status()).toBe(404);
});

test("attorney profile: every section of SPEC §2 from the database", async ({ page }) => {
  const attorney = await createAttorney();
  const profile = await api.get<{
    fullBio: string;
    awards: string[];
    publications: string[];
    recentCases: { title: string }[];
  }>(`/team/${attorney.id}`);
  await page.goto(`/team/${attorney.id}`);
  await expect(page.getByRole("heading", { level: 1, name: attorney.name })).toBeVisible();
  const bio = page.getByRole("region", { name: TEAM.biography });
  const [first, second] = profile.fullBio.split("\n\n");
  await expect(bio.locator("p")).toHaveText([first ?? "", second ?? ""]);
  await expect(page.getByRole("region", { name: TEAM.specialties })).toContainText("Zoning");
  await expect(page.getByRole("region", { name: TEAM.recentMatters })).toContainText(
    profile.recentCases[0]?.title ?? "?",
  );
  await expect(page.getByRole("region", { name: TEAM.publications })).toContainText(profile.publications[0] ?? "?");
  await expect(page.getByRole("region", { name: TEAM.education })).toContainText("Fordham Law School, 2010");
  await expect(page.getByRole("region", { name: TEAM.barAdmissions })).toContainText("New York");
  await expect(page.getByRole("region", { name: TEAM.awards })).toContainText(profile.awards[0] ?? "?");
  const contact = page.getByRole("region", { name: TEAM.contact });
  await expect(contact.getByRole("link", { name: "(555) 300-4000" })).toHaveAttribute("href", "tel:5553004000");
  await expect(contact).toContainText("Suite 410");
});

test("article: badge, byline, share links, sanitised content, tags, author box, related, call to action", async ({
  page,
}) => {
  const token = unique("art");
  const related = await publishPost(api, token, { category: "Employment Law" });
  const post = await publishPost(api, token, {
    category: "Employment Law",
    excerpt: `Excerpt ${token}`,
    content: `<h2>Heading ${token}</h2><p>Body text.</p><script>window.__x=1</script><p><a href="javascript:alert(1)">bad link</a></p>`,
    tags: ["Wages", "Leave"],
  });
  const draft = await publishPost(api, token, { status: "draft" });
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  await expect(page.getByRole("link", { name: "Employment Law", exact: true })).toHaveAttribute(
    "href",
    "/blog?category=employment-law",
  );
  await expect(page.getByText(`Excerpt ${token}`)).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`${COMMON.by} Eleanor Whitmore`);
  await expect(page.getByRole("main")).toContainText(COMMON.minRead(1));
  await expect(page.getByRole("heading", { level: 2, name: `Heading ${token}` })).toBeVisible();
  await expect(page.locator(".article-content script")).toHaveCount(0);
  await expect(page.locator('.article-content a[href^="javascript"]')).toHaveCount(0);
  const url = encodeURIComponent(page.url());
  await expect(page.getByRole("link", { name: `${ARTICLE.shareOn} LinkedIn` })).toHaveAttribute(
    "href",
    new RegExp(`url=${url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  );
  await expect(page.getByRole("link", { name: `${ARTICLE.shareOn} Email` })).toHaveAttribute(
    "href",
    /^mailto:\?subject=/,
  );
  await expect(page.getByRole("link", { name: "Wages" })).toHaveAttribute("href", "/blog?search=Wages");
  const author = page.getByRole("region", { name: ARTICLE.aboutAuthor });
  await author.getByRole("link", { name: "Eleanor Whitmore", exact: true }).click();
  await expect(page).toHaveURL(/\/team\/eleanor-whitmore$/);
  await page.goBack();
  await expect(page.getByRole("region", { name: ARTICLE.related })).toContainText(related.title);
  // The band books with the article's author (issue 38).
  await expect(page.getByRole("region", { name: ARTICLE.ctaTitle }).getByRole("link")).toHaveAttribute(
    "href",
    "/book?attorney=eleanor-whitmore",
  );
  expect((await page.goto(`/blog/${draft.slug}`))?.status()).toBe(404);
});

test("testimonials show approved ones only", async ({ page }) => {
  const approved = `Approved ${unique("t")}`;
  const pending = `Pending ${unique("t")}`;
  const rejected = `Rejected ${unique("t")}`;
  for (const [content, status] of [
    [approved, "approved"],
    [pending, "pending"],
    [rejected, "rejected"],
  ]) {
    await api.post("/testimonials", { name: "Robin Client", service: "Family Law", rating: 3, content, status });
  }
  await page.goto("/testimonials");
  await expect(page.getByRole("main")).toContainText(approved);
  await expect(page.getByRole("main")).not.toContainText(pending);
  await expect(page.getByRole("main")).not.toContainText(rejected);
});

test("about: mission, values, timeline and the attorney count", async ({ page, request }) => {
  const total = (await request.get("/api/team?limit=1")).headers()["x-total-count"];
  await page.goto("/about");
  for (const title of [
    "Justice & Integrity",
    "Client-Centered Approach",
    "Excellence in Practice",
    "Compassionate Service",
  ]) {
    await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
  }
  for (const year of ["1995", "2001", "2008", "2015", "2020", "2024"]) {
    await expect(page.getByRole("listitem").filter({ hasText: year }).first()).toBeVisible();
  }
  await expect(stat(page.getByRole("main"), ABOUT.facts.attorneys)).toHaveText(String(total));
});

test.describe("the firm's details as staff set them", () => {
  // Saves the firm's settings for a moment: runs alone (support/test.ts).
  test.use({ firmSettings: "changes" });

  test("contact and footer show the firm's details as staff set them", async ({ page }) => {
    const phone = `(555) ${String(Math.floor(Math.random() * 900) + 100)}-7000`;
    const email = `${unique("office")}@example.com`;
    const address = `${unique("")} Harbor Street, Boston, MA 02110`;
    await withSettings(api, { phone, email, address, hours: { saturday: "Closed" } }, async () => {
      await page.goto("/contact");
      const main = page.getByRole("main");
      await expect(main.getByRole("region", { name: CONTACT_TEXT.address })).toContainText(address);
      await expect(main.getByRole("region", { name: CONTACT_TEXT.hours })).toContainText("Closed");
      await expect(main.getByRole("link", { name: CONTACT_TEXT.callNow })).toHaveAttribute(
        "href",
        `tel:${phone.replace(/\D/g, "")}`,
      );
      await expect(main.getByRole("link", { name: CONTACT_TEXT.emailUs })).toHaveAttribute("href", `mailto:${email}`);
      await expect(page.getByTitle(CONTACT_TEXT.mapFrameTitle)).toHaveAttribute(
        "src",
        /^https:\/\/www\.openstreetmap\.org\//,
      );
      await expect(page.getByRole("contentinfo")).toContainText(phone);
      await expect(page.getByRole("contentinfo")).toContainText(address);
    });
  });

  test("legal pages render the texts staff keep in the settings", async ({ page }) => {
    const first = `Privacy ${unique("p")}.`;
    const second = `We keep ${unique("k")}.`;
    await withSettings(api, { privacyPolicy: `${first}\n\n${second}` }, async () => {
      await page.goto("/legal/privacy-policy");
      // The date staff last changed it comes first, then the text, one paragraph per blank line.
      await expect(page.getByRole("main").locator("p")).toHaveText([
        new RegExp(`^${LEGAL_TEXT.lastUpdated("")}`),
        first,
        second,
      ]);
    });
  });
});
