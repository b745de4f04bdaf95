import { type EsignConsentVersion, esignConsentText, type SignatureRecord } from "@domain/esign";
import { letterBlocks } from "@domain/letter-blocks";
import { SIGNED_LETTER_PDF } from "@domain/letter-messages";
import { formatInZone } from "@domain/time-format";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { wrapMeasured } from "./wrap";

/** What the signed PDF is made from: the letter exactly as shown, and the record of its signature. */
export interface LetterPdfInput {
  firmName: string;
  /** The firm's zone, for the certificate's local time beside UTC. */
  timeZone: string;
  letterHtml: string;
  record: SignatureRecord;
}

// US Letter in points, one-inch margins.
const PAGE = { width: 612, height: 792, margin: 72 } as const;
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
const KEEP_TOGETHER = 4;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.42);
const C = SIGNED_LETTER_PDF.certificate;

interface Style {
  font: PDFFont;
  size: number;
  /** Space before the block, in points. */
  before: number;
  color?: ReturnType<typeof rgb>;
}

/**
 * The standard fonts write WinAnsi only: a letter outside it is set without its accent where that
 * gives one ("ł" stays "?"), so an unusual name never stops the PDF. The hash covers the HTML, not this.
 */
const printable = (font: PDFFont, text: string) => {
  const known = new Set(font.getCharacterSet());
  return [...text]
    .map((char) => {
      if (char === "\n" || known.has(char.codePointAt(0) ?? 0)) return char;
      const bare = char.normalize("NFKD").replace(/\p{M}/gu, "");
      return [...bare].every((c) => known.has(c.codePointAt(0) ?? 0)) && bare ? bare : "?";
    })
    .join("");
};

/** Lays text out top to bottom, starting a page when the next line does not fit. */
function typesetter(doc: PDFDocument) {
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const write = (text: string, style: Style, indent = 0, hang = "") => {
    const { font, size } = style;
    const lineHeight = size * 1.4;
    y -= style.before;
    const width = TEXT_WIDTH - indent;
    const lines = printable(font, text)
      .split("\n")
      .flatMap((part) => (part.trim() ? wrapMeasured(part, width, (t) => font.widthOfTextAtSize(t, size)) : [""]));
    // A short block (a signature, an address) moves to the next page whole rather than leave a line behind.
    if (lines.length <= KEEP_TOGETHER && y - lines.length * lineHeight < PAGE.margin) newPage();
    lines.forEach((line, i) => {
      if (y - lineHeight < PAGE.margin) newPage();
      y -= lineHeight;
      const x = PAGE.margin + indent;
      if (i === 0 && hang) page.drawText(hang, { x: x - 14, y, size, font, color: style.color ?? INK });
      page.drawText(line, { x, y, size, font, color: style.color ?? INK });
    });
  };
  return { write, newPage };
}

const consentOf = (version: EsignConsentVersion) => esignConsentText(version).split("\n\n");

/** The signed letter: its pages, then a certificate page with the record and the document hash. */
export async function letterPdf(input: LetterPdfInput): Promise<Uint8Array> {
  const { record } = input;
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.Courier);
  const body: Style = { font: regular, size: 11, before: 6 };
  const set = typesetter(doc);

  set.write(input.firmName, { font: bold, size: 16, before: 0 });
  set.write(SIGNED_LETTER_PDF.title, { font: regular, size: 11, before: 2, color: MUTED });
  for (const block of letterBlocks(input.letterHtml)) {
    if (block.kind === "heading") set.write(block.text, { font: bold, size: 13, before: 14 });
    else if (block.kind === "item") set.write(block.text, { ...body, before: 3 }, 18 + block.depth * 18, block.marker);
    else set.write(block.text, body);
  }

  set.newPage();
  set.write(C.title, { font: bold, size: 16, before: 0 });
  set.write(C.intro, body);
  const signedAt = `${formatInZone(record.signedAt, input.timeZone)} (${record.signedAt} UTC)`;
  const rows: [string, string, PDFFont][] = [
    [C.typedName, record.typedName, regular],
    [C.signedAt, signedAt, regular],
    [C.clientAddress, record.clientAddress, regular],
    [C.userAgent, record.userAgent, regular],
    [C.linkId, String(record.linkId), regular],
    [C.documentHash, record.documentHash, mono],
    [C.consentVersion, String(record.consentVersion), regular],
  ];
  for (const [label, value, font] of rows) {
    set.write(label, { font: bold, size: 9, before: 10, color: MUTED });
    set.write(value, { font, size: 10, before: 1 });
  }
  set.write(C.hashNote, { ...body, size: 9, before: 14, color: MUTED });
  set.write(C.consentHeading(record.consentVersion), { font: bold, size: 11, before: 16 });
  for (const paragraph of consentOf(record.consentVersion)) set.write(paragraph, { ...body, size: 10 });

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const label = SIGNED_LETTER_PDF.page(i + 1, pages.length);
    const width = regular.widthOfTextAtSize(label, 8);
    page.drawText(label, {
      x: PAGE.width - PAGE.margin - width,
      y: PAGE.margin / 2,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });
  // Fixed metadata: the same letter and record always make the same document.
  const at = new Date(record.signedAt);
  doc.setTitle(`${SIGNED_LETTER_PDF.title} — ${printable(regular, record.typedName)}`);
  doc.setAuthor(printable(regular, input.firmName));
  doc.setSubject(`SHA-256 ${record.documentHash}`);
  doc.setProducer(input.firmName);
  doc.setCreator(input.firmName);
  doc.setCreationDate(at);
  doc.setModificationDate(at);
  return doc.save();
}
