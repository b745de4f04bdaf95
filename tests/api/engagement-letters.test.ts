import { env } from "cloudflare:workers";
import { auditLog, clientLinks, contacts, engagementLetters, teamMembers } from "@db/schema";
import type { AuditAction } from "@domain/audit";
import { CLIENT_LINK_MESSAGES } from "@domain/client-links";
import { ESIGN_CONSENT_VERSION, ESIGN_CONSENTS } from "@domain/esign";
import { LETTER_MESSAGES, ENGAGEMENT_LETTER_MESSAGES as M, SIGNED_LETTER_PDF } from "@domain/letter-messages";
import { SIGNING_RULES } from "@worker/data/letter-signing";
import { readFirmSettings } from "@worker/data/settings";
import { composeWithFiles } from "@worker/email/compose";
import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { SIGN_PAGE } from "~/lib/sign-text";
import { adminToken } from "../support/admin";
import { bodyOf, call, expectError, send, uniqueClient, withToken } from "../support/api-calls";
import { decoded, page } from "../support/booking-pages";
import { insertEnquiry, testDb, unique } from "../support/db";
import { latestEmailTo, outboxFor } from "../support/email";
import { pageText } from "../support/pdf-text";
import { insertPracticeArea } from "../support/questionnaires";

const TEMPLATE =
  "<h2>Our engagement</h2><p>Dear {{client_name}},</p><p>{{responsible_attorney}} will lead your {{practice_area}} matter.</p><h3>Scope</h3><p>{{scope}}</p><h3>Fees</h3><p>{{fee_terms}}</p><p>{{date}}</p>";
const UA = "Mozilla/5.0 (iPhone) Safari/605.1";

let owner: string;
beforeAll(async () => {
  owner = await adminToken("owner");
});

/** SHA-256 computed here, apart from the code under test. */
async function sha256(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const letterRow = async (id: number) => {
  const [row] = await testDb().select().from(engagementLetters).where(eq(engagementLetters.id, id));
  if (!row) throw new Error(`no letter ${id}`);
  return row;
};
const contactRow = async (id: number) => {
  const [row] = await testDb().select().from(contacts).where(eq(contacts.id, id));
  return row;
};
const auditOf = (action: AuditAction, id: number) =>
  testDb()
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.action, action), eq(auditLog.entity, "engagement_letter"), eq(auditLog.entityId, String(id))),
    );

/** An enquiry in an area of its own with a letter template, assigned to an attorney with an email. */
async function enquiryWithTemplate(fields: Partial<typeof contacts.$inferInsert> = {}) {
  const area = await insertPracticeArea();
  expect((await send("PUT", `/api/letter-templates/${area.id}`, { body: TEMPLATE }, owner)).status).toBe(200);
  const attorney = unique("attorney").toLowerCase();
  const attorneyEmail = `${attorney}@whitmore-law.test`;
  await testDb()
    .insert(teamMembers)
    .values({ id: attorney, name: "Catherine Reyes", role: "Partner", email: attorneyEmail });
  const enquiry = await insertEnquiry({ practiceArea: area.title, assignedTo: attorney, ...fields });
  return { area, enquiry, attorneyEmail };
}

/** Prepared, the terms written, and sent by `token`; answers the letter and the client's signing path. */
async function sentLetter(token = owner, fields: Partial<typeof contacts.$inferInsert> = {}) {
  const setup = await enquiryWithTemplate(fields);
  const prepared = await send("POST", "/api/engagement-letters", { contactId: setup.enquiry.id }, token);
  expect(prepared.status, await prepared.clone().text()).toBe(201);
  const draft = await bodyOf(prepared);
  const terms = { scope: "Your divorce.", feeTerms: "$350 an hour.", body: draft.body };
  expect((await send("PUT", `/api/engagement-letters/${draft.id}`, terms, token)).status).toBe(200);
  const sent = await send("POST", `/api/engagement-letters/${draft.id}/send`, undefined, token);
  expect(sent.status, await sent.clone().text()).toBe(200);
  const link = ((await latestEmailTo(setup.enquiry.email, "engagement_letter_request")).payload as { link: string })
    .link;
  return { ...setup, letter: await bodyOf(sent), link, path: new URL(link).pathname };
}

/** The client's form post to the signing page, as a browser sends it. */
async function signPost(path: string, fields: Record<string, string>, address = uniqueClient()) {
  return page(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "CF-Connecting-IP": address, "User-Agent": UA },
  });
}

/** The fields of a complete signature: the hash the page showed, consent, a typed name. */
async function signingFields(path: string, name = "Ann Lee") {
  const html = await (await page(path)).text();
  const document = /name="document" value="([0-9a-f]{64})"/.exec(html)?.[1] ?? "";
  return { document, consent: "on", typedName: name };
}

describe("preparing and sending a letter", () => {
  it("fills the area's template from the enquiry, escaped; a draft's terms are edited; sending freezes it and emails a link", async () => {
    const { enquiry, attorneyEmail: _, area } = await enquiryWithTemplate({ name: "Zoë <b>Lee</b>" });
    const draft = await bodyOf(await send("POST", "/api/engagement-letters", { contactId: enquiry.id }, owner));
    expect(draft).toMatchObject({ state: "draft", practiceArea: area.title, responsibleAttorney: "Catherine Reyes" });
    expect(draft.html).toContain("Dear Zoë &lt;b&gt;Lee&lt;/b&gt;,");
    expect(draft.html).toContain(`lead your ${area.title} matter`);
    expect(draft.body).toBe(TEMPLATE);

    const saved = await send(
      "PUT",
      `/api/engagement-letters/${draft.id}`,
      { scope: "Custody <script>x</script>\nand support.", feeTerms: "A $5,000 retainer.", body: draft.body },
      owner,
    );
    const edited = await bodyOf(saved);
    expect(edited.html).toContain("Custody &lt;script&gt;x&lt;/script&gt;<br>and support.");
    expect(edited.html).toContain("A $5,000 retainer.");
    const unknown = await expectError(
      await send(
        "PUT",
        `/api/engagement-letters/${draft.id}`,
        { scope: "", feeTerms: "", body: "<p>{{nope}}</p>" },
        owner,
      ),
      400,
      "validation_failed",
    );
    expect(JSON.stringify(unknown.fields)).toContain(LETTER_MESSAGES.unknownFields(["nope"]));

    const sent = await bodyOf(await send("POST", `/api/engagement-letters/${draft.id}/send`, undefined, owner));
    expect(sent).toMatchObject({ state: "sent", sentAt: expect.any(String), expiresAt: expect.any(String) });
    const row = await letterRow(draft.id);
    const [link] = await testDb()
      .select()
      .from(clientLinks)
      .where(eq(clientLinks.id, row.linkId ?? 0));
    expect(link).toMatchObject({ purpose: "engagement-letter", contactId: enquiry.id, revokedAt: null });
    const email = await latestEmailTo(enquiry.email, "engagement_letter_request");
    expect((email.payload as { link: string }).link).toMatch(/\/sign\/[0-9a-f]{64}$/);
    expect(await auditOf("letter_sent", draft.id)).toHaveLength(1);
    expect(await auditOf("create", draft.id)).toHaveLength(1);

    // Sent: no more edits, and no second send.
    await expectError(
      await send("PUT", `/api/engagement-letters/${draft.id}`, { scope: "", feeTerms: "", body: TEMPLATE }, owner),
      409,
      "conflict",
    );
    const again = await expectError(
      await send("POST", `/api/engagement-letters/${draft.id}/send`, undefined, owner),
      409,
      "conflict",
    );
    expect(again.message).toBe(M.notDraft);
  });

  it("refuses with a clear message: no area, no template, a letter already in play, no attorney to send from", async () => {
    const noArea = await insertEnquiry();
    const a = await expectError(
      await send("POST", "/api/engagement-letters", { contactId: noArea.id }, owner),
      409,
      "conflict",
    );
    expect(a.message).toBe(M.noArea);
    const bare = await insertEnquiry({ practiceArea: (await insertPracticeArea()).title });
    const b = await expectError(
      await send("POST", "/api/engagement-letters", { contactId: bare.id }, owner),
      409,
      "conflict",
    );
    expect(b.message).toBe(M.noTemplate);
    const { enquiry } = await enquiryWithTemplate({ assignedTo: null });
    const draft = await bodyOf(await send("POST", "/api/engagement-letters", { contactId: enquiry.id }, owner));
    const c = await expectError(
      await send("POST", "/api/engagement-letters", { contactId: enquiry.id }, owner),
      409,
      "conflict",
    );
    expect(c.message).toBe(M.openLetter);
    const d = await expectError(
      await send("POST", `/api/engagement-letters/${draft.id}/send`, undefined, owner),
      409,
      "conflict",
    );
    expect(d.message).toBe(M.noAttorney);
    expect(await outboxFor("contact", enquiry.id)).toEqual([]);
    await expectError(await send("POST", "/api/engagement-letters", { contactId: 999999999 }, owner), 404, "not_found");
  });

  it("is for the enquiries role: intake prepares and sends; an editor reaches none of it", async () => {
    const { letter, enquiry } = await sentLetter(await adminToken("intake"));
    const editor = await adminToken("editor");
    await expectError(await call(`/api/engagement-letters?contact=${enquiry.id}`, withToken(editor)), 403, "forbidden");
    await expectError(
      await send("POST", "/api/engagement-letters", { contactId: enquiry.id }, editor),
      403,
      "forbidden",
    );
    await expectError(
      await send("POST", `/api/engagement-letters/${letter.id}/withdraw`, undefined, editor),
      403,
      "forbidden",
    );
    await expectError(await call(`/api/engagement-letters/${letter.id}/pdf`, withToken(editor)), 403, "forbidden");
    expect((await letterRow(letter.id)).state).toBe("sent");
  });
});

describe("the client's signing page", () => {
  it("shows the letter and the ESIGN consent, privately: no-store and noindex", async () => {
    const { path, letter } = await sentLetter();
    const response = await page(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    const text = decoded(html);
    for (const paragraph of ESIGN_CONSENTS[ESIGN_CONSENT_VERSION]) expect(text).toContain(paragraph);
    expect(text).toContain(SIGN_PAGE.sign);
    expect(html).toContain(`value="${await sha256((await letterRow(letter.id)).html)}"`);
  });

  it("signs: the record over the exact text shown, the PDF stored, the enquiry retained, the PDF emailed to client and attorney", async () => {
    const { path, letter, enquiry, attorneyEmail } = await sentLetter();
    const fields = await signingFields(path, "  Ann   Lee ");
    const signed = await signPost(path, fields, "203.0.113.9");
    expect(signed.status).toBe(303);
    expect(signed.headers.get("Location")).toBe(`${path}?signed`);
    const row = await letterRow(letter.id);
    expect(row).toMatchObject({
      state: "signed",
      signerName: "Ann Lee",
      signerAddress: "203.0.113.9",
      signerUserAgent: UA,
      documentHash: await sha256(row.html),
      consentVersion: ESIGN_CONSENT_VERSION,
    });
    expect(row.pdfKey).toMatch(new RegExp(`^private/letters/${enquiry.id}/`));
    expect((await contactRow(enquiry.id))?.retainedAt).toBe(row.signedAt);
    expect(decoded(await (await page(`${path}?signed`)).text())).toContain(SIGN_PAGE.signed.title);

    const object = await env.MEDIA.get(row.pdfKey ?? "");
    const doc = await PDFDocument.load(await (object as R2ObjectBody).arrayBuffer());
    const certificate = pageText(doc, doc.getPageCount() - 1);
    expect(certificate[0]).toBe(SIGNED_LETTER_PDF.certificate.title);
    expect(certificate).toContain(row.documentHash);
    expect(certificate).toContain("Ann Lee");

    const signedEmails = (await outboxFor("contact", enquiry.id)).filter((r) => r.kind === "engagement_letter_signed");
    expect(signedEmails.map((r) => r.recipient).sort()).toEqual([attorneyEmail, enquiry.email].sort());
    const firm = await readFirmSettings(testDb());
    for (const email of signedEmails) {
      const message = await composeWithFiles(email, firm, env.EMAIL_FROM, env.PUBLIC_ORIGIN, env.MEDIA);
      const [attachment] = message.attachments ?? [];
      expect(attachment).toMatchObject({ filename: "engagement-letter.pdf", type: "application/pdf" });
      expect(atob(String(attachment?.content)).slice(0, 5)).toBe("%PDF-");
    }
    const [audit] = await auditOf("letter_signed", letter.id);
    expect(audit).toMatchObject({ actorId: null, address: "203.0.113.9" });

    // Staff download it (audited); the client has their copy while the link works.
    const download = await call(`/api/engagement-letters/${letter.id}/pdf`, withToken(owner));
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe("application/pdf");
    expect(download.headers.get("Content-Disposition")).toMatch(/^attachment; filename="engagement-letter-\d+\.pdf"$/);
    expect(download.headers.get("Cache-Control")).toMatch(/no-store/);
    expect(new TextDecoder().decode((await download.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    expect(await auditOf("letter_downloaded", letter.id)).toHaveLength(1);
    const copy = await page(`${path}/copy`);
    expect(copy.status).toBe(200);
    expect(copy.headers.get("Cache-Control")).toBe("private, no-store");
    expect(copy.headers.get("Content-Disposition")).toMatch(/^attachment/);
    await copy.arrayBuffer();

    // Deleting the enquiry (an erase on request) takes the signed PDF out of R2 with it.
    expect((await send("DELETE", `/api/contacts/${enquiry.id}`, undefined, owner)).status).toBe(200);
    expect(await env.MEDIA.head(row.pdfKey ?? "")).toBeNull();
  });

  it("signs once: a second attempt is told so and changes nothing; a signed letter refuses every change", async () => {
    const { path, letter, enquiry } = await sentLetter();
    const fields = await signingFields(path);
    expect((await signPost(path, fields)).status).toBe(303);
    const first = await letterRow(letter.id);
    const again = await signPost(path, { ...fields, typedName: "Someone Else" });
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe(path);
    expect(decoded(await (await page(path)).text())).toContain(SIGN_PAGE.alreadySigned.title);
    expect(await letterRow(letter.id)).toEqual(first);
    const emails = (await outboxFor("contact", enquiry.id)).filter((r) => r.kind === "engagement_letter_signed");
    expect(emails).toHaveLength(2);

    const w = await expectError(
      await send("POST", `/api/engagement-letters/${letter.id}/withdraw`, undefined, owner),
      409,
      "conflict",
    );
    expect(w.message).toBe(M.notWithdrawable);
    await expectError(
      await send("PUT", `/api/engagement-letters/${letter.id}`, { scope: "x", feeTerms: "", body: TEMPLATE }, owner),
      409,
      "conflict",
    );
    // The database refuses too, whatever code tries.
    await expect(
      testDb().update(engagementLetters).set({ signerName: "Forged" }).where(eq(engagementLetters.id, letter.id)),
    ).rejects.toThrow();
    expect(await letterRow(letter.id)).toEqual(first);
  });

  it("refuses a missing consent or name, and a letter other than the one shown, changing nothing", async () => {
    const { path, letter, enquiry } = await sentLetter();
    const fields = await signingFields(path);
    const noConsent = await signPost(path, { document: fields.document, typedName: "Ann Lee" });
    expect(noConsent.status).toBe(400);
    const text = decoded(await noConsent.text());
    expect(text).toContain(LETTER_MESSAGES.consentRequired);
    expect(text).toContain('value="Ann Lee"');
    expect((await signPost(path, { ...fields, typedName: "  " })).status).toBe(400);
    const changed = await signPost(path, { ...fields, document: "0".repeat(64) });
    expect(changed.status).toBe(409);
    expect(decoded(await changed.text())).toContain(SIGN_PAGE.changed.title);
    expect((await letterRow(letter.id)).state).toBe("sent");
    expect((await contactRow(enquiry.id))?.retainedAt).toBeNull();
  });

  it("answers a withdrawn, expired or unknown link with its page, and a post to it changes nothing", async () => {
    const withdrawn = await sentLetter();
    const fields = await signingFields(withdrawn.path);
    const answer = await send("POST", `/api/engagement-letters/${withdrawn.letter.id}/withdraw`, undefined, owner);
    expect((await bodyOf(answer)).state).toBe("withdrawn");
    expect(await auditOf("letter_withdrawn", withdrawn.letter.id)).toHaveLength(1);
    const revoked = await page(withdrawn.path);
    expect(revoked.status).toBe(410);
    expect(decoded(await revoked.text())).toContain(CLIENT_LINK_MESSAGES.revoked.title);
    expect((await signPost(withdrawn.path, fields)).status).toBe(303);
    expect((await letterRow(withdrawn.letter.id)).state).toBe("withdrawn");

    const expired = await sentLetter();
    const row = await letterRow(expired.letter.id);
    await testDb()
      .update(clientLinks)
      .set({ expiresAt: "2020-01-01T00:00:00.000Z" })
      .where(eq(clientLinks.id, row.linkId ?? 0));
    const old = await page(expired.path);
    expect(old.status).toBe(410);
    expect(decoded(await old.text())).toContain(CLIENT_LINK_MESSAGES.expired.title);
    expect((await signPost(expired.path, await signingFields(expired.path))).status).toBe(303);
    expect((await letterRow(expired.letter.id)).state).toBe("sent");

    for (const other of [`${expired.path.slice(0, -1)}${expired.path.endsWith("a") ? "b" : "a"}`, "/sign/nonsense"]) {
      const response = await page(other);
      expect(response.status).toBe(404);
      expect(decoded(await response.text())).toContain(CLIENT_LINK_MESSAGES.unknown.title);
    }
    expect((await page(`${expired.path}/copy`)).status).toBe(303);
  });

  it("throttles sign attempts per link, whatever the address", async () => {
    const { path, letter } = await sentLetter();
    const fields = await signingFields(path);
    for (let i = 0; i < SIGNING_RULES.link.limit; i++)
      expect((await signPost(path, { ...fields, consent: "" })).status).toBe(400);
    const refused = await signPost(path, fields);
    expect(refused.status).toBe(429);
    expect(decoded(await refused.text())).toContain(SIGN_PAGE.throttled.title);
    expect((await letterRow(letter.id)).state).toBe("sent");
  });
});
