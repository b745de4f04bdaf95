import { BLOG_MAX_PAGE } from "@domain/constants";
import { SEARCH_MAX } from "@domain/schemas/limits";
import { describe, expect, it } from "vitest";
import { blogSearch, hasMorePosts, readBlogQuery } from "~/lib/blog-query";

const read = (query: string) => readBlogQuery(new URLSearchParams(query));

describe("the blog list's URL state", () => {
  it("reads search, category (label or slug) and page", () => {
    expect(read("search=%20wages%20&category=real-estate&page=3")).toEqual({
      search: "wages",
      category: "Real Estate",
      page: 3,
    });
    expect(read("category=Legal%20Updates").category).toBe("Legal Updates");
  });

  it("ignores what it cannot use instead of failing", () => {
    expect(read("category=nonsense&page=abc")).toEqual({ search: "", category: null, page: 1 });
    expect(read("page=-4").page).toBe(1);
    expect(read("page=100000").page).toBe(BLOG_MAX_PAGE);
    expect(read(`search=${"x".repeat(500)}`).search).toHaveLength(SEARCH_MAX);
  });

  it("writes the same state back, leaving out what is empty and page 1", () => {
    expect(blogSearch({ search: "", category: null, page: 1 })).toBe("");
    expect(blogSearch({ search: "a b", category: "Real Estate", page: 2 })).toBe(
      "?search=a+b&category=real-estate&page=2",
    );
    const query = read("search=leave&category=employment-law&page=4");
    expect(read(blogSearch(query).slice(1))).toEqual(query);
  });
});

describe("Load More (SPEC §4: shown only while the last page had exactly 10)", () => {
  it.each([
    [10, 1, true],
    [9, 1, false],
    [20, 2, true],
    [15, 2, false],
    [10, 2, false],
    [0, 1, false],
  ])("%i shown after page %i → %s", (shown, page, expected) => {
    expect(hasMorePosts(shown, page)).toBe(expected);
  });
});
