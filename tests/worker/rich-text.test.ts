import { demoPracticeAreas } from "@db/seed/content/practice-areas";
import { demoTeamMembers } from "@db/seed/content/team";
import { htmlToPlainText, plainTextToHtml, renderableHtml } from "@domain/rich-text";
import { sanitizeHtml } from "@domain/sanitize";
import { describe, expect, it } from "vitest";

/** Overviews and biographies: plain text as the editor's HTML and back (domain/rich-text.ts). */

describe("plain text as HTML", () => {
  it("makes a paragraph of each block between blank lines and a <br> of a single line break", () => {
    expect(plainTextToHtml("One.\n\nTwo,\nstill two.\r\n\r\n\n  \nThree.  ")).toBe(
      "<p>One.</p>\n<p>Two,<br>still two.</p>\n<p>Three.</p>",
    );
    expect(plainTextToHtml("")).toBe("");
    expect(plainTextToHtml(" \n\n ")).toBe("");
  });

  it("escapes what HTML would read as markup", () => {
    const html = plainTextToHtml('Smith & Jones <script>alert("x")</script> 1 < 2 a\u00a0b');
    expect(html).toBe('<p>Smith &amp; Jones &lt;script&gt;alert("x")&lt;/script&gt; 1 &lt; 2 a&nbsp;b</p>');
    expect(sanitizeHtml(html)).toBe(html);
  });
});

describe("HTML as plain text (what search, meta descriptions and JSON-LD read)", () => {
  it("keeps the words, a blank line between blocks, items and line breaks on lines of their own", () => {
    const html = [
      "<h2>When to call</h2>",
      '<p>Call <a href="/contact">us</a> &amp; <strong>early</strong>,<br>not late.</p>',
      "<ul>\n<li>Wills</li>\n<li>Trusts &lt;and&gt; estates</li>\n</ul>",
      "<blockquote>Quoted\n   words</blockquote>",
    ].join("\n");
    expect(htmlToPlainText(html)).toBe(
      "When to call\n\nCall us & early,\nnot late.\n\nWills\nTrusts <and> estates\n\nQuoted words",
    );
    expect(htmlToPlainText("<p>&#169; &#x41;&nbsp;&bogus;</p>")).toBe("© A\u00a0&bogus;");
    expect(htmlToPlainText("")).toBe("");
  });
});

const seeded = [
  ...demoPracticeAreas.map((area) => ({ name: area.slug, text: area.longDescription ?? "" })),
  ...demoTeamMembers.map((member) => ({ name: member.name, text: member.fullBio ?? "" })),
];

describe("every seeded overview and biography", () => {
  it.each(seeded)("$name: its HTML passes the sanitiser unchanged and reads back as the same text", ({ text }) => {
    expect(text.length).toBeGreaterThan(100);
    const html = plainTextToHtml(text);
    expect(html).toMatch(/^<p>[^<]/);
    expect(sanitizeHtml(html)).toBe(html);
    expect(renderableHtml(null, text)).toBe(html);
    expect(htmlToPlainText(html)).toBe(text);
  });
});

describe("what a public page renders", () => {
  it("prefers the stored HTML, sanitised again on the way out", () => {
    expect(renderableHtml('<p onclick="x()">Hi <a href="javascript:alert(1)">there</a></p>', "ignored")).toBe(
      "<p>Hi <a>there</a></p>",
    );
    expect(renderableHtml(null, "")).toBe("");
  });
});
