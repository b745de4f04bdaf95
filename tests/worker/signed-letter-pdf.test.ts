import { env } from "cloudflare:workers";
import { LETTER_AREA_TERMS, letterTemplateHtml } from "@db/seed/content/letter-templates";
import { ESIGN_CONSENT_VERSION, esignConsentText, signatureRecord } from "@domain/esign";
import { letterBlocks } from "@domain/letter-blocks";
import { fillLetter } from "@domain/letter-merge";
import { SIGNED_LETTER_PDF } from "@domain/letter-messages";
import { storeSignedLetterPdf } from "@worker/data/signed-letter-pdf";
import { appEnv } from "@worker/env";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pageText } from "../support/pdf-text";
import { fetchWorker } from "../support/worker";

const C = SIGNED_LETTER_PDF.certificate;
const AT = new Date("2026-11-29T15:04:05.000Z");

/** The letter a family-law client is shown: the seeded template, filled. */
const FAMILY_LAW = LETTER_AREA_TERMS["family-law"];
if (!FAMILY_LAW) throw new Error("no family-law letter in the seed");

const letterFor = (name: string, scope = "Your divorce, and custody of both children.") =>
  fillLetter(letterTemplateHtml(FAMILY_LAW), {
    client_name: name,
    practice_area: "Family Law",
    responsible_attorney: "Catherine Reyes",
    scope,
    fee_terms: "$350 an hour, against a $5,000 retainer.",
    date: "Nov 29, 2026",
  });

/** SHA-256 computed here, apart from the code under test. */
async function sha256(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function signedPdf(letterHtml: string, typedName: string) {
  const record = await signatureRecord({
    linkId: 41,
    typedName: `  ${typedName} `,
    at: AT,
    clientAddress: "203.0.113.9",
    userAgent: "Mozilla/5.0 (iPhone) Safari/605.1",
    letterHtml,
  });
  const key = await storeSignedLetterPdf(appEnv(env), 4141, letterHtml, record);
  const object = await env.MEDIA.get(key);
  if (!object) throw new Error("the PDF was not stored");
  expect(object.httpMetadata?.contentType).toBe("application/pdf");
  return { key, record, doc: await PDFDocument.load(await object.arrayBuffer()) };
}

describe("a letter's blocks for print", () => {
  it("keeps headings, paragraphs with their line breaks, and numbered or nested list items in order", () => {
    const html =
      "<h2>Fees &amp; costs</h2><p>One<br>two <strong>bold</strong></p><ol><li><p>First</p></li><li><p>Second</p><ul><li>Inner</li></ul></li></ol>";
    expect(letterBlocks(html)).toEqual([
      { kind: "heading", text: "Fees & costs" },
      { kind: "paragraph", text: "One\ntwo bold" },
      { kind: "item", marker: "1.", depth: 0, text: "First" },
      { kind: "item", marker: "2.", depth: 0, text: "Second" },
      { kind: "item", marker: "•", depth: 1, text: "Inner" },
    ]);
  });
});

describe("the signed letter's PDF", () => {
  it("parses, holds the letter's pages then a certificate whose hash is the SHA-256 of the letter shown", async () => {
    const letterHtml = letterFor("Zoë <b>Łukasiewicz</b>");
    const { record, doc } = await signedPdf(letterHtml, "Zoë   Łukasiewicz");
    const hash = await sha256(letterHtml);
    expect(record).toEqual({
      linkId: 41,
      typedName: "Zoë Łukasiewicz",
      signedAt: AT.toISOString(),
      clientAddress: "203.0.113.9",
      userAgent: "Mozilla/5.0 (iPhone) Safari/605.1",
      documentHash: hash,
      consentVersion: ESIGN_CONSENT_VERSION,
    });

    const pages = doc.getPageCount();
    expect(pages).toBeGreaterThanOrEqual(2);
    const letter = Array.from({ length: pages - 1 }, (_, i) => pageText(doc, i)).flat();
    // The escaped name reads as typed; Ł is outside the standard fonts' WinAnsi, so it prints as "?".
    expect(letter).toContain("Dear Zoë <b>?ukasiewicz</b>,");
    expect(letter).toContain("Scope of our work");
    expect(letter).toContain("Your divorce, and custody of both children.");
    expect(letter).toContain("•");
    expect(letter.join(" ")).not.toContain(C.title);

    const certificate = pageText(doc, pages - 1);
    expect(certificate[0]).toBe(C.title);
    expect(certificate).toContain(hash);
    expect(certificate).toContain("Zoë ?ukasiewicz");
    expect(certificate).toContain("203.0.113.9");
    expect(certificate).toContain("Mozilla/5.0 (iPhone) Safari/605.1");
    expect(certificate.join(" ")).toContain("2026-11-29T15:04:05.000Z UTC");
    expect(certificate.join(" ")).toContain(esignConsentText(ESIGN_CONSENT_VERSION).split("\n\n")[1]?.slice(0, 40));
    expect(certificate).toContain(SIGNED_LETTER_PDF.page(pages, pages));
    expect(doc.getSubject()).toBe(`SHA-256 ${hash}`);
  });

  it("runs a long letter over as many pages as it needs, the certificate always last", async () => {
    const scope = Array.from({ length: 90 }, (_, i) => `Task ${i + 1}: review and advise.`).join("\n");
    const { doc } = await signedPdf(letterFor("Ann Lee", scope), "Ann Lee");
    const pages = doc.getPageCount();
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(pageText(doc, 0)).toContain(SIGNED_LETTER_PDF.page(1, pages));
    expect(pageText(doc, pages - 2)).not.toContain(C.title);
    expect(pageText(doc, pages - 1)[0]).toBe(C.title);
    expect(Array.from({ length: pages - 1 }, (_, i) => pageText(doc, i)).flat()).toContain(
      "Task 90: review and advise.",
    );
  });

  it("is stored where /media never serves it", async () => {
    const { key } = await signedPdf(letterFor("Ann Lee"), "Ann Lee");
    expect(key).toMatch(/^private\/letters\/4141\/[0-9a-f-]{36}\.pdf$/);
    const response = await fetchWorker(`/media/${key}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("%PDF");
  });
});
