import { describe, expect, it } from "vitest";
import { BLOG_TEXT, SEARCH_TEXT } from "~/lib/site-text";
import { adminToken } from "../support/admin";
import { decoded, page } from "../support/booking-pages";
import { createArea, createPost } from "../support/content";

const token = await adminToken();
const html = async (path: string) => {
  const response = await page(path);
  expect(response.status, path).toBe(200);
  return decoded(await response.text());
};

// The first page a file renders compiles the app's modules: slow on a busy machine.
describe("the search pages", { timeout: 90_000 }, () => {
  it("/search with nothing typed offers the practice areas and the newest articles", async () => {
    const area = await createArea(token, { title: "Orrisroot matters" });
    const post = await createPost(token, { title: "Newest orrisroot note" });
    const start = await html("/search");
    expect(start).toContain(SEARCH_TEXT.startAreas);
    expect(start).toContain(`href="/practice-areas/${area.slug}"`);
    expect(start).toContain(SEARCH_TEXT.startArticles);
    expect(start).toContain(`href="/blog/${post.slug}"`);
  });

  it("says which corrected text it shows, and links to the text as typed", async () => {
    const post = await createPost(token, { title: "Saltmarsh easements" });
    const corrected = await html("/search?q=saltmrash");
    expect(corrected).toMatch(new RegExp(`${SEARCH_TEXT.showingResultsFor}.*saltmarsh`));
    expect(corrected).toContain('href="/search?q=saltmrash&exact=true"');
    expect(corrected).toContain(`href="/blog/${post.slug}"`);
    const exact = await html("/search?q=saltmrash&exact=true");
    expect(exact).toContain(SEARCH_TEXT.noResults("saltmrash"));
    expect(exact).not.toContain(SEARCH_TEXT.showingResultsFor);
  });

  it("the blog's search repeats the query, shows a marked snippet, and its filter lists the categories in use", async () => {
    const post = await createPost(token, {
      title: "Visiting rights",
      category: "Employment Law",
      content: "<p>Courts weigh a <em>kestrelmoor</em> plan & the child's wishes <b>carefully</b>.</p>",
    });
    await createPost(token, { title: "Draft kestrelmoor", status: "draft", category: "Corporate Law" });
    const blog = await html("/blog?search=kestrelmoor");
    expect(blog).toContain(BLOG_TEXT.resultsFor(1, "kestrelmoor"));
    expect(blog).toContain(`/blog/${post.slug}`);
    expect(blog).toMatch(/<mark[^>]*>kestrelmoor<\/mark>\s+plan & the child's wishes\s+carefully/);
    const options = [...blog.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
    expect(options).toContain("employment-law");
    // Only drafts carry Corporate Law here: the filter does not offer it.
    expect(options).not.toContain("corporate-law");
  });
});
