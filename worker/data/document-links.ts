import type { Database } from "@db/client";
import { DOCUMENT_LIMITS } from "@domain/client-documents";
import { hmacKey, signUntil, verifySigned } from "./signing-keys";

/**
 * Staff download links of client documents (docs/decisions/042): an HMAC over the document, the
 * staff account that asked and the expiry, a few minutes ahead. The download route also requires that
 * account's live session and role, so a link copied out of a browser is of no use to anyone else.
 */
const KEY_NAME = "document_signing_key";

const message = (documentId: number, adminId: number) => (expires: number) =>
  `document:${documentId}:${adminId}:${expires}`;

/** The download path of a document (relative to the site) and when its link stops working. */
export async function signDocumentLink(db: Database, documentId: number, adminId: number, now: Date) {
  const expires = Math.floor(now.getTime() / 1000) + DOCUMENT_LIMITS.linkMinutes * 60;
  const signature = await signUntil(await hmacKey(db, KEY_NAME), message(documentId, adminId), expires);
  return {
    url: `/api/documents/${documentId}/download?signature=${signature}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** True only for an unexpired signature made for this document and this account. */
export async function verifyDocumentLink(
  db: Database,
  documentId: number,
  adminId: number,
  signature: string,
  now: Date,
): Promise<boolean> {
  return verifySigned(await hmacKey(db, KEY_NAME), message(documentId, adminId), signature, now);
}
