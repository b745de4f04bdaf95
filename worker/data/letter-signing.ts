import type { Database } from "@db/client";
import { contacts, engagementLetters, teamMembers } from "@db/schema";
import type { ClientLinkRefusal } from "@domain/client-links";
import { letterHash, signatureRecord } from "@domain/esign";
import { letterSignSchema } from "@domain/schemas/engagement-letter";
import { fieldErrors } from "@domain/schemas/field-errors";
import { and, eq } from "drizzle-orm";
import { recordAudit } from "../audit/record";
import { now as clockNow } from "../clock";
import { enqueueEmails, type OutboxEmail } from "../email/outbox";
import type { AppEnv } from "../env";
import { limitSubject } from "../http/client-address";
import { verifyClientLink } from "./client-links";
import { markRetained } from "./contacts";
import type { EngagementLetterRow } from "./engagement-letters";
import { storeSignedLetterPdf } from "./signed-letter-pdf";
import type { Visitor } from "./submissions";
import { admit, type ThrottleRule, visitorCharges } from "./throttle";

/**
 * The client's side of an engagement letter (issue 41): the letter a link opens, the signature
 * (the ESIGN record over the exact HTML shown, the PDF made by the card Worker, the enquiry
 * retained, the PDF emailed), and their copy while the link works.
 */

/** Sign attempts through one link, and from one client: a person needs a few, a flood gets nowhere. */
export const SIGNING_RULES = {
  link: { kind: "letter-sign:link", limit: 10, windowSeconds: 10 * 60 },
  client: { kind: "letter-sign:client", limit: 20, windowSeconds: 10 * 60 },
} as const satisfies Record<string, ThrottleRule>;

export type OpenedLetter = { letter: EngagementLetterRow; clientName: string };

/** What a token opens: a sent or signed letter, or why not (a withdrawn letter's link is revoked). */
export async function letterByToken(
  db: Database,
  token: string,
): Promise<({ kind: "found" } & OpenedLetter) | { kind: ClientLinkRefusal }> {
  const check = await verifyClientLink(db, token, "engagement-letter", clockNow());
  if (check.kind !== "valid") return check;
  const [found] = await db
    .select({ letter: engagementLetters, clientName: contacts.name })
    .from(engagementLetters)
    .innerJoin(contacts, eq(contacts.id, engagementLetters.contactId))
    .where(eq(engagementLetters.linkId, check.link.id))
    .limit(1);
  if (!found) return { kind: "unknown" };
  if (found.letter.state === "withdrawn") return { kind: "revoked" };
  return { kind: "found", ...found };
}

export type SignOutcome =
  | { kind: "signed" }
  | { kind: "already_signed" }
  /** The letter's text is not the one the page showed (its hash differs): nothing is signed. */
  | { kind: "changed" }
  | { kind: "invalid"; fieldErrors: Record<string, string[]> }
  | { kind: "throttled"; retryAfterSeconds: number }
  | { kind: ClientLinkRefusal };

export interface Signer extends Visitor {
  address: string | null;
  userAgent: string;
}

/**
 * The client signs: counted against the link's and the client's limits, checked, then the record is
 * made over the letter's stored HTML (the page posts back the hash of what it showed), the PDF stored,
 * and the letter claimed in one conditional write, so a double submit signs once and changes nothing.
 */
export async function signLetter(
  app: AppEnv,
  token: string,
  post: { consent: unknown; typedName: unknown; documentHash: string },
  signer: Signer,
): Promise<SignOutcome> {
  const opened = await letterByToken(app.db, token);
  if (opened.kind !== "found") return opened;
  const { letter } = opened;
  if (letter.state === "signed") return { kind: "already_signed" };
  if (letter.state !== "sent" || letter.linkId === null) return { kind: "revoked" };
  const subject = limitSubject(app, signer.client);
  if (subject === null) return { kind: "throttled", retryAfterSeconds: SIGNING_RULES.client.windowSeconds };
  const admission = await admit(app.db, [
    { rule: SIGNING_RULES.link, subject: String(letter.linkId) },
    ...visitorCharges(SIGNING_RULES.client, subject),
  ]);
  if (!admission.admitted) return { kind: "throttled", retryAfterSeconds: admission.retryAfterSeconds };
  const parsed = letterSignSchema.safeParse({ consent: post.consent, typedName: post.typedName });
  if (!parsed.success) return { kind: "invalid", fieldErrors: fieldErrors(parsed.error) };
  if (post.documentHash !== (await letterHash(letter.html))) return { kind: "changed" };

  const at = clockNow();
  const record = await signatureRecord({
    linkId: letter.linkId,
    typedName: parsed.data.typedName,
    at,
    clientAddress: signer.address ?? "unknown",
    userAgent: signer.userAgent.slice(0, 500),
    letterHtml: letter.html,
  });
  const pdfKey = await storeSignedLetterPdf(app, letter.contactId, letter.html, record);
  const [signed] = await app.db
    .update(engagementLetters)
    .set({
      state: "signed",
      signedAt: record.signedAt,
      signerName: record.typedName,
      signerAddress: record.clientAddress,
      signerUserAgent: record.userAgent,
      documentHash: record.documentHash,
      consentVersion: record.consentVersion,
      pdfKey,
      updatedAt: record.signedAt,
    })
    .where(and(eq(engagementLetters.id, letter.id), eq(engagementLetters.state, "sent")))
    .returning();
  if (!signed) {
    // Another submit signed it first (or staff withdrew it): this attempt's PDF is nobody's.
    await app.media.delete(pdfKey);
    return { kind: "already_signed" };
  }
  await markRetained(app.db, letter.contactId, at);
  await announceSignature(app, signed, opened.clientName, signer.address);
  return { kind: "signed" };
}

/** The signed PDF to the client and the responsible attorney (outbox, attached), and the audit row. */
async function announceSignature(app: AppEnv, letter: EngagementLetterRow, clientName: string, address: string | null) {
  const [enquiry] = await app.db
    .select({ email: contacts.email, attorneyEmail: teamMembers.email })
    .from(contacts)
    .leftJoin(teamMembers, eq(teamMembers.id, contacts.assignedTo))
    .where(eq(contacts.id, letter.contactId))
    .limit(1);
  const payload = {
    siteUrl: app.publicOrigin,
    clientName,
    attorney: letter.responsibleAttorney,
    practiceArea: letter.practiceArea,
    signedAt: letter.signedAt ?? "",
    pdfKey: letter.pdfKey ?? "",
  };
  const recipients: [string | null | undefined, "client" | "attorney"][] = [
    [enquiry?.email, "client"],
    [enquiry?.attorneyEmail, "attorney"],
  ];
  const emails = recipients.flatMap(([to, audience]): OutboxEmail[] =>
    to
      ? [
          {
            kind: "engagement_letter_signed",
            to: to.trim().toLowerCase(),
            key: `engagement_letter:${letter.id}:engagement_letter_signed:${audience}`,
            ref: { type: "contact", id: letter.contactId },
            payload: { ...payload, audience },
          },
        ]
      : [],
  );
  await enqueueEmails(app, emails);
  await recordAudit(app.db, {
    actor: null,
    address,
    action: "letter_signed",
    entity: "engagement_letter",
    entityId: letter.id,
    changes: { state: ["sent", "signed"], contactId: [null, letter.contactId] },
  });
}

/** The signed PDF of a letter, from R2 (null: not signed, or the file is missing). */
export async function signedPdfOf(app: Pick<AppEnv, "media">, letter: EngagementLetterRow) {
  if (letter.state !== "signed" || !letter.pdfKey) return null;
  return app.media.get(letter.pdfKey);
}
