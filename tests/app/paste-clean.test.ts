import { cleanPastedHtml, pastedForeignImages } from "@domain/paste-clean";
import { sanitizeHtml } from "@domain/sanitize";
import { describe, expect, it } from "vitest";
import googleDocs from "../support/paste/google-docs.html?raw";
import webPage from "../support/paste/web-page.html?raw";
import word from "../support/paste/word.html?raw";

const FIXTURES = { word, googleDocs, webPage };

describe("cleanPastedHtml (paste from Word, Google Docs, web pages)", () => {
  for (const [name, html] of Object.entries(FIXTURES)) {
    it(`${name}: leaves only what the sanitiser keeps, with no styles, classes, comments or Office tags`, () => {
      const clean = cleanPastedHtml(html);
      expect(sanitizeHtml(clean)).toBe(clean);
      expect(clean).not.toMatch(/style=|class=|<!--|<o:p|mso-|<span|<div|<b>|<i>|docs-internal|utm_|<script|&lt;!\[/i);
    });
  }

  it("Word: list paragraphs become a bulleted and a numbered list, review comments vanish", () => {
    const clean = cleanPastedHtml(word);
    expect(clean).toMatch(
      /<ul>\s*<li>Your photo identification<\/li>\s*<li>Any <strong>calendar<\/strong> notes<\/li>/,
    );
    expect(clean).toMatch(/<ol>\s*<li>Listen to the whole question<\/li>/);
    expect(clean).not.toMatch(/EW1|local rule|·/);
    expect(clean).toContain("<h2>Preparing for Your Deposition</h2>");
  });

  it("Google Docs: styled spans become <strong>/<em>, the not-bold wrapper does not, redirects unwrap", () => {
    const clean = cleanPastedHtml(googleDocs);
    expect(clean).toContain(
      "Start with a <strong>current will</strong>, then review <em>beneficiary designations</em>.",
    );
    expect(clean).not.toMatch(/^<strong>/);
    expect(clean).toContain('href="https://www.irs.gov/businesses/small-businesses-self-employed/estate-tax"');
  });

  it("a web page: tracking pixels, share buttons and scripts go; links keep their real query", () => {
    const clean = cleanPastedHtml(webPage);
    expect(clean).not.toMatch(/pixel\.example|Share|dataLayer|onclick/);
    expect(clean).toContain('href="https://www.example.com/guides/noncompete?id=42"');
  });

  it("a table from Word, Google Docs or a web page: one paragraph per row, cells kept apart, never glued", () => {
    const googleTable =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><div dir="ltr"><table style="border:none"><colgroup><col width="200"></colgroup><tbody><tr style="height:0pt"><td style="border:solid"><p dir="ltr"><span style="font-weight:700">Cell A</span></p></td><td><p dir="ltr"><span>Cell B</span></p></td></tr><tr><td><p><span>Filing fee</span></p></td><td><p><span>$100</span></p><p><span>per claim</span></p></td></tr></tbody></table></div></b>';
    expect(cleanPastedHtml(googleTable)).toBe(
      "<p><strong>Cell A</strong> | Cell B</p><p>Filing fee | $100 per claim</p>",
    );
    const wordTable =
      "<table class=MsoTableGrid border=1><tr><td width=300 valign=top><p class=MsoNormal>Cell A<o:p></o:p></p></td><td><p class=MsoNormal>Cell B<o:p></o:p></p></td></tr></table>";
    expect(cleanPastedHtml(wordTable)).toBe("<p>Cell A | Cell B</p>");
    const webTable =
      "<p>Fees:</p><table><caption>Fees</caption><thead><tr><th>Item</th><th>Cost</th></tr></thead><tbody><tr><td>Filing</td><td></td><td>$100</td></tr><tr><td></td></tr></tbody></table>";
    expect(cleanPastedHtml(webTable)).toBe(
      "<p>Fees:</p><p>Fees</p><p><strong>Item</strong> | <strong>Cost</strong></p><p>Filing | $100</p>",
    );
  });

  it("pictures from other sites or documents are left out and counted, the library's kept", () => {
    const pasted =
      '<p>Chart:</p><img src="https://news.example/chart.png" alt="A chart"><img src="file:///C:/Temp/image001.png"><img src="/media/article-image/a.webp" alt="Ours"><img src="https://pixel.example/t.gif" width="1" height="1">';
    expect(cleanPastedHtml(pasted)).toBe('<p>Chart:</p><img src="/media/article-image/a.webp" alt="Ours">');
    expect(pastedForeignImages(pasted)).toBe(2);
    expect(pastedForeignImages("<p>No pictures</p>")).toBe(0);
  });

  it("nothing pasted can carry script", () => {
    const clean = cleanPastedHtml(
      '<p style="x" onclick="a()">Hi<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>',
    );
    expect(clean).not.toMatch(/onclick|onerror|javascript:/);
  });
});
