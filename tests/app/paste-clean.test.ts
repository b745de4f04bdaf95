import { cleanPastedHtml } from "@domain/paste-clean";
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

  it("nothing pasted can carry script", () => {
    const clean = cleanPastedHtml(
      '<p style="x" onclick="a()">Hi<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>',
    );
    expect(clean).not.toMatch(/onclick|onerror|javascript:/);
  });
});
