import { describe, expect, it } from "vitest";
import { groupByField } from "~/lib/admin/form";
import { fromRows, toRows } from "~/lib/admin/records";
import { matchesSearch, pageOf } from "~/lib/admin/search";
import { linesToList, listToLines, splitTags } from "~/lib/admin/text-lists";

describe("splitTags (SPEC §5)", () => {
  it("splits on commas, trims and drops empty parts", () => {
    expect(splitTags(" compliance, ,corporate law ,, 2024 ")).toEqual(["compliance", "corporate law", "2024"]);
    expect(splitTags("")).toEqual([]);
  });
});

describe("lines", () => {
  it("round-trips a list through one-per-line text, dropping blank lines", () => {
    expect(linesToList(" NY Bar \n\n  NJ Bar\n")).toEqual(["NY Bar", "NJ Bar"]);
    expect(listToLines(["a", "b"])).toBe("a\nb");
    expect(listToLines(null)).toBe("");
  });
});

describe("records", () => {
  it("turns stored records into rows and back, dropping blank optional parts and blank rows", () => {
    const rows = toRows([{ degree: "J.D.", school: "Yale", year: "2001" }], ["degree", "school", "year", "honors"]);
    expect(rows).toEqual([{ degree: "J.D.", school: "Yale", year: "2001", honors: "" }]);
    const edited = [...rows, { degree: " ", school: "", year: "", honors: "" }];
    expect(fromRows(edited, ["year", "honors"])).toEqual([{ degree: "J.D.", school: "Yale", year: "2001" }]);
  });
  it("keeps a required part even when blank, so the schema can name it", () => {
    expect(fromRows([{ question: "Why?", answer: " " }])).toEqual([{ question: "Why?", answer: "" }]);
  });
});

describe("search and paging", () => {
  it("matches any text, ignoring case; blank search matches all", () => {
    expect(matchesSearch("SMITH", ["Jane Smith", null])).toBe(true);
    expect(matchesSearch("nobody", ["Jane Smith", undefined])).toBe(false);
    expect(matchesSearch("  ", [])).toBe(true);
  });
  it("pages 100 at a time and clamps the page", () => {
    const rows = Array.from({ length: 250 }, (_, i) => i);
    expect(pageOf(rows, 1).rows).toHaveLength(100);
    expect(pageOf(rows, 3)).toMatchObject({ page: 3, pageCount: 3 });
    expect(pageOf(rows, 3).rows).toEqual(rows.slice(200));
    expect(pageOf(rows, 9).page).toBe(3);
    expect(pageOf([], 1)).toEqual({ rows: [], page: 1, pageCount: 1 });
  });
});

describe("groupByField", () => {
  it("files nested messages under their form field", () => {
    expect(groupByField({ "faqs.0.answer": ["Required."], title: ["Too long."], "faqs.2.question": ["x"] })).toEqual({
      faqs: ["Required.", "x"],
      title: ["Too long."],
    });
  });
});
