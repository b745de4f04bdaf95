import { env } from "cloudflare:workers";
import { auditLog, contacts, questionnaireDocuments } from "@db/schema";
import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES } from "@domain/client-documents";
import { TEST_CLOCK_HEADER } from "@worker/clock";
import { DOCUMENT_RULES } from "@worker/data/client-documents";
import { appEnv } from "@worker/env";
import { retention } from "@worker/jobs/retention";
import { sniffDocument } from "@worker/media/document-sniff";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { postTooLarge } from "~/lib/intake-documents.server";
import { QUESTIONNAIRE_PAGE as T } from "~/lib/questionnaire-text";
import { adminToken } from "../support/admin";
import { bodyOf, call, expectError, send, withToken } from "../support/api-calls";
import { decoded, page } from "../support/booking-pages";
import { testDb } from "../support/db";
import {
  type FormFile,
  postFiles,
  SAMPLE_DOCX,
  SAMPLE_HEIC,
  SAMPLE_JPEG,
  SAMPLE_PDF,
  SAMPLE_PNG,
  zipOf,
} from "../support/documents";
import { completeAnswers, sentQuestionnaire } from "../support/questionnaires";

let owner: string;
beforeAll(async () => {
  owner = await adminToken("owner");
});

const bytes = (text: string) => new TextEncoder().encode(text);
const plus = (a: Uint8Array, b: Uint8Array) => {
  const whole = new Uint8Array(a.length + b.length);
  whole.set(a);
  whole.set(b, a.length);
  return whole;
};
const documentsOf = (questionnaireId: number) =>
  testDb().select().from(questionnaireDocuments).where(eq(questionnaireDocuments.questionnaireId, questionnaireId));
const auditOf = (action: "document_uploaded" | "document_downloaded", id: number) =>
  testDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))));

/** A sent questionnaire with a PDF against its file request ("copy") and a PNG under other documents. */
async function withTwoFiles(token = owner) {
  const sent = await sentQuestionnaire(token);
  const files: FormFile[] = [
    ["file.copy", "Contract signed.pdf", SAMPLE_PDF],
    ["file.other", "photo.png", SAMPLE_PNG],
  ];
  const response = await postFiles(sent.path, files);
  expect(response.status).toBe(303);
  const stored = await documentsOf(sent.sent.id);
  const pdf = stored.find((d) => d.type === "pdf");
  if (!pdf) throw new Error("no PDF stored");
  return { ...sent, response, stored, pdf };
}

describe("what a file is, judged by its bytes", () => {
  it("knows each accepted type whatever it is called", () => {
    expect(sniffDocument(SAMPLE_PDF)).toEqual({ ok: true, type: "pdf" });
    expect(sniffDocument(SAMPLE_JPEG)).toEqual({ ok: true, type: "jpeg" });
    expect(sniffDocument(SAMPLE_PNG)).toEqual({ ok: true, type: "png" });
    expect(sniffDocument(SAMPLE_HEIC)).toEqual({ ok: true, type: "heic" });
    expect(sniffDocument(SAMPLE_DOCX)).toEqual({ ok: true, type: "docx" });
  });

  it("refuses empty, oversize, other types and polyglots", () => {
    const refused = (file: Uint8Array) => {
      const sniff = sniffDocument(file);
      return sniff.ok ? sniff.type : sniff.reason;
    };
    expect(refused(new Uint8Array(0))).toBe("empty");
    expect(refused(plus(bytes("%PDF-"), new Uint8Array(DOCUMENT_LIMITS.fileBytes)))).toBe("tooLarge");
    expect(refused(bytes("Dear Sir, please find my contract."))).toBe("unsupported");
    expect(refused(bytes("<html><script>alert(1)</script></html>"))).toBe("unsupported");
    // A spreadsheet is a ZIP with [Content_Types].xml but no word/ part; AVIF shares HEIF's mif1 brand.
    expect(refused(zipOf({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<w/>" }))).toBe("unsupported");
    const avif = SAMPLE_HEIC.slice();
    avif.set(bytes("avif"), 8);
    expect(refused(avif)).toBe("unsupported");
    // Polyglots: markup in the first KB, a PDF with no end, bytes after an image's or a ZIP's end.
    expect(refused(bytes("%PDF-1.4\n<html><body><script>alert(1)</script>\n%%EOF\n"))).toBe("disguised");
    expect(refused(bytes("%PDF-1.4\n1 0 obj <<>> endobj\n"))).toBe("disguised");
    expect(refused(plus(SAMPLE_JPEG, bytes("<html><script>alert(1)</script></html>")))).toBe("disguised");
    expect(refused(plus(SAMPLE_PNG, bytes("PK\x03\x04")))).toBe("disguised");
    expect(refused(plus(SAMPLE_DOCX, bytes("<script>")))).toBe("disguised");
  });

  it("refuses a multipart post over the page's limit, or of no declared length, before reading it", () => {
    const post = (headers: Record<string, string>) =>
      new Request("http://site.test/intake/x", { method: "POST", headers });
    const multipart = { "Content-Type": "multipart/form-data; boundary=x" };
    expect(postTooLarge(post({ ...multipart, "Content-Length": String(DOCUMENT_LIMITS.postBytes) }))).toBe(false);
    expect(postTooLarge(post({ ...multipart, "Content-Length": String(DOCUMENT_LIMITS.postBytes + 1) }))).toBe(true);
    expect(postTooLarge(post(multipart))).toBe(true);
    expect(postTooLarge(post({ "Content-Type": "application/x-www-form-urlencoded" }))).toBe(false);
  });
});

describe("the client's uploads on /intake/:token", () => {
  it("stores a PDF and a PNG privately, lists them on the page and for staff, one audit row each", async () => {
    const { path, enquiry, response, stored, pdf } = await withTwoFiles();
    expect(response.headers.get("Location")).toBe(`${path}?saved&uploaded`);
    expect(stored.map((d) => [d.questionId, d.name, d.type, d.size])).toEqual([
      ["copy", "Contract signed.pdf", "pdf", SAMPLE_PDF.length],
      [null, "photo.png", "png", SAMPLE_PNG.length],
    ]);
    expect(pdf.storageKey).toMatch(new RegExp(`^private/documents/${enquiry.id}/[0-9a-f-]{36}\\.pdf$`));
    expect(await env.MEDIA.head(pdf.storageKey)).not.toBeNull();
    // /media serves staff images only: a document's key there is a 404.
    expect((await page(`/media/${pdf.storageKey}`)).status).toBe(404);

    const html = decoded(await (await page(`${path}?saved&uploaded`)).text());
    expect(html).toContain(T.uploaded.title);
    expect(html).toContain("Contract signed.pdf");
    expect(html).toContain("photo.png");
    const intake = await bodyOf(await call(`/api/contacts/${enquiry.id}/intake`, withToken(owner)));
    expect(intake.questionnaires[0].documents).toMatchObject([
      { id: pdf.id, questionId: "copy", name: "Contract signed.pdf", type: "pdf", size: SAMPLE_PDF.length },
      { questionId: null, name: "photo.png", type: "png" },
    ]);
    expect(await auditOf("document_uploaded", pdf.id)).toHaveLength(1);
  });

  it("refuses a file whose bytes are not a document, an empty one and an oversize one, naming each and storing nothing", async () => {
    const { sent, enquiry, path } = await sentQuestionnaire(owner);
    const refused = await postFiles(
      path,
      [
        ["file.copy", "contract.pdf", bytes("Just a note, not a PDF.")],
        ["file.other", "blank.png", new Uint8Array(0)],
        ["file.other", "scan.jpg", SAMPLE_JPEG],
      ],
      [
        ["q.full-story", "Kept on the page, not saved."],
        ["intent", "save"],
      ],
    );
    expect(refused.status).toBe(400);
    const html = decoded(await refused.text());
    expect(html).toContain(T.filesRefused.title);
    expect(html).toContain(DOCUMENT_MESSAGES.unsupported("contract.pdf"));
    expect(html).toContain(DOCUMENT_MESSAGES.empty("blank.png"));
    expect(html).toContain("Kept on the page, not saved.");
    const big = await postFiles(path, [["file.other", "huge.pdf", new Uint8Array(DOCUMENT_LIMITS.fileBytes + 1)]]);
    expect(big.status).toBe(400);
    expect(decoded(await big.text())).toContain(DOCUMENT_MESSAGES.tooLarge("huge.pdf"));
    const polyglot = await postFiles(path, [["file.other", "report.pdf", bytes("%PDF-1.7\n<script>x</script>%%EOF")]]);
    expect(decoded(await polyglot.text())).toContain(DOCUMENT_MESSAGES.disguised("report.pdf"));
    expect(await documentsOf(sent.id)).toEqual([]);
    const intake = await bodyOf(await call(`/api/contacts/${enquiry.id}/intake`, withToken(owner)));
    expect(intake.questionnaires[0].savedAt).toBeNull();
  });

  it("holds at most 20 files: a post that would make 21 is refused whole", async () => {
    const { sent, enquiry, path } = await sentQuestionnaire(owner);
    const seeded = Array.from({ length: 19 }, (_, n) => ({
      questionnaireId: sent.id,
      contactId: enquiry.id,
      name: `page-${n}.pdf`,
      type: "pdf" as const,
      size: 10,
      storageKey: `private/documents/${enquiry.id}/seeded-${sent.id}-${n}.pdf`,
    }));
    // D1 binds at most 100 values a statement: two inserts.
    await testDb().insert(questionnaireDocuments).values(seeded.slice(0, 10));
    await testDb().insert(questionnaireDocuments).values(seeded.slice(10));
    const two: FormFile[] = [
      ["file.other", "a.pdf", SAMPLE_PDF],
      ["file.other", "b.pdf", SAMPLE_PDF],
    ];
    const over = await postFiles(path, two);
    expect(over.status).toBe(400);
    expect(decoded(await over.text())).toContain(DOCUMENT_MESSAGES.tooMany);
    expect(await documentsOf(sent.id)).toHaveLength(19);
    expect((await postFiles(path, [two[0] as FormFile])).status).toBe(303);
    const twentyFirst = await postFiles(path, [two[1] as FormFile]);
    expect(twentyFirst.status).toBe(400);
    expect(await documentsOf(sent.id)).toHaveLength(20);
  });

  it("lets the client remove their own file until they submit; then nothing is added or removed", async () => {
    const { sent, path, stored, pdf } = await withTwoFiles();
    const png = stored.find((d) => d.type === "png");
    const removed = await page(path, { method: "POST", body: new URLSearchParams({ intent: `remove:${png?.id}` }) });
    expect(removed.headers.get("Location")).toBe(`${path}?removed`);
    expect((await documentsOf(sent.id)).map((d) => d.id)).toEqual([pdf.id]);
    expect(await env.MEDIA.head(png?.storageKey ?? "")).toBeNull();

    // Another questionnaire's file id removes nothing here.
    const other = await withTwoFiles();
    await page(path, { method: "POST", body: new URLSearchParams({ intent: `remove:${other.pdf.id}` }) });
    expect(await documentsOf(other.sent.id)).toHaveLength(2);

    expect((await postFiles(path, [], completeAnswers("submit"))).status).toBe(303);
    await postFiles(path, [["file.other", "late.pdf", SAMPLE_PDF]]);
    await page(path, { method: "POST", body: new URLSearchParams({ intent: `remove:${pdf.id}` }) });
    expect((await documentsOf(sent.id)).map((d) => d.id)).toEqual([pdf.id]);
  });

  it("takes nothing through a withdrawn or unknown link", async () => {
    const { sent, enquiry, path } = await sentQuestionnaire(owner);
    expect((await send("POST", `/api/contacts/${enquiry.id}/questionnaire`, undefined, owner)).status).toBe(201);
    const old = await postFiles(path, [["file.other", "a.pdf", SAMPLE_PDF]]);
    expect(old.status).toBe(303);
    expect((await page(path)).status).toBe(410);
    expect(await documentsOf(sent.id)).toEqual([]);
    const forged = `/intake/${"ab".repeat(32)}`;
    expect((await postFiles(forged, [["file.other", "a.pdf", SAMPLE_PDF]])).status).toBe(303);
    expect((await page(forged)).status).toBe(404);
  });

  it("limits upload posts per link, whatever address they come from", async () => {
    const { path } = await sentQuestionnaire(owner);
    for (let n = 0; n < DOCUMENT_RULES.link.limit; n++) {
      expect((await postFiles(path, [["file.other", "empty.pdf", new Uint8Array(0)]])).status).toBe(400);
    }
    const limited = await postFiles(path, [["file.other", "a.pdf", SAMPLE_PDF]]);
    expect(limited.status).toBe(429);
    expect(decoded(await limited.text())).toContain(T.throttled.title);
  });
});

describe("staff downloads through a signed link", () => {
  const linkOf = async (id: number, token: string, at?: Date) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (at) headers[TEST_CLOCK_HEADER] = at.toISOString();
    const response = await page(`/api/documents/${id}/link`, { headers });
    expect(response.status).toBe(200);
    return (await response.json()) as { url: string; expiresAt: string };
  };
  const download = (url: string, token: string) => call(url, withToken(token));

  it("answers the file as an attachment, never inline, and writes an audit row per download", async () => {
    const { pdf } = await withTwoFiles();
    const { url, expiresAt } = await linkOf(pdf.id, owner);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(DOCUMENT_LIMITS.linkMinutes * 60_000);
    const response = await download(url, owner);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Contract signed.pdf"; filename*=UTF-8''Contract%20signed.pdf`,
    );
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(SAMPLE_PDF);
    expect((await download(url, owner)).status).toBe(200);
    const rows = await auditOf("document_downloaded", pdf.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.actorId).not.toBeNull();
    expect(JSON.stringify(rows[0]?.changes)).not.toContain("Contract signed");
  });

  it("names a download safely whatever the client called the file", async () => {
    const { sent, path } = await sentQuestionnaire(owner);
    await postFiles(path, [["file.other", 'C:\\scans\\Vertrag "Müller" (1).PDF', SAMPLE_PDF]]);
    const [stored] = await documentsOf(sent.id);
    expect(stored?.name).toBe("Vertrag Müller (1).pdf");
    const { url } = await linkOf(stored?.id ?? 0, owner);
    expect((await download(url, owner)).headers.get("Content-Disposition")).toBe(
      `attachment; filename="Vertrag M_ller (1).pdf"; filename*=UTF-8''Vertrag%20M%C3%BCller%20%281%29.pdf`,
    );
  });

  it("refuses an expired, altered or another account's link, changing nothing", async () => {
    const { pdf } = await withTwoFiles();
    const stale = await linkOf(pdf.id, owner, new Date(Date.now() - (DOCUMENT_LIMITS.linkMinutes + 1) * 60_000));
    await expectError(await download(stale.url, owner), 410, "link_refused");
    const { url } = await linkOf(pdf.id, owner);
    const [base, signature = ""] = url.split("signature=");
    const [expires, mac = ""] = signature.split(".");
    const longer = `${base}signature=${Number(expires) + 3600}.${mac}`;
    const flipped = `${base}signature=${expires}.${mac.startsWith("A") ? "B" : "A"}${mac.slice(1)}`;
    await expectError(await download(longer, owner), 410, "link_refused");
    await expectError(await download(flipped, owner), 410, "link_refused");
    await expectError(await download(url.replace(`/${pdf.id}/`, `/${pdf.id + 1}/`), owner), 410, "link_refused");
    const intake = await adminToken("intake");
    await expectError(await download(url, intake), 410, "link_refused");
    await expectError(await call(url), 401, "unauthorized");
    expect(await auditOf("document_downloaded", pdf.id)).toEqual([]);
  });

  it("is for the enquiries roles: intake may download, an editor may not even ask", async () => {
    const { pdf } = await withTwoFiles();
    const intake = await adminToken("intake");
    expect((await download((await linkOf(pdf.id, intake)).url, intake)).status).toBe(200);
    const editor = await adminToken("editor");
    await expectError(await call(`/api/documents/${pdf.id}/link`, withToken(editor)), 403, "forbidden");
    await expectError(await download((await linkOf(pdf.id, owner)).url, editor), 403, "forbidden");
  });
});

describe("erase and retention", () => {
  it("deleting the enquiry deletes its documents' objects and rows", async () => {
    const { enquiry, stored } = await withTwoFiles();
    expect((await send("DELETE", `/api/contacts/${enquiry.id}`, undefined, owner)).status).toBe(200);
    for (const document of stored) expect(await env.MEDIA.head(document.storageKey)).toBeNull();
    expect(
      await testDb().select().from(questionnaireDocuments).where(eq(questionnaireDocuments.contactId, enquiry.id)),
    ).toEqual([]);
  });

  it("anonymising an enquiry by retention deletes its documents too", async () => {
    const { enquiry, stored } = await withTwoFiles();
    await testDb()
      .update(contacts)
      .set({ status: "handled", createdAt: "2020-01-01T00:00:00.000Z" })
      .where(eq(contacts.id, enquiry.id));
    await retention.run(appEnv(env), new Date());
    for (const document of stored) expect(await env.MEDIA.head(document.storageKey)).toBeNull();
    expect(
      await testDb().select().from(questionnaireDocuments).where(eq(questionnaireDocuments.contactId, enquiry.id)),
    ).toEqual([]);
  });
});

describe("the enquiries CSV", () => {
  it("carries the questionnaire as the enquiry's staff link, never its answers", async () => {
    const { enquiry, path } = await sentQuestionnaire(owner);
    expect((await postFiles(path, [], completeAnswers("save"))).status).toBe(303);
    const csv = await (
      await call(`/api/contacts/export?search=${encodeURIComponent(enquiry.email)}`, withToken(owner))
    ).text();
    const row = csv.split("\r\n").find((line) => line.includes(enquiry.email));
    expect(row).toMatch(new RegExp(`,https?://[^,]+/admin/contacts\\?open=${enquiry.id}$`));
    expect(csv).not.toContain("landlord");
  });
});
