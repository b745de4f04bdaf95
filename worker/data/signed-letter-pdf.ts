import type { SignatureRecord } from "@domain/esign";
import type { AppEnv } from "@worker/env";
import { readFirmSettings } from "./settings";

/**
 * Signed letters in R2, under a prefix /media never serves: it serves only `<upload kind>/<uuid>.<image
 * type>` keys (media.ts), so a client's PDF is reached only through the staff routes that read it.
 */
const SIGNED_LETTERS = "private/letters/";

/**
 * Has the card Worker make the signed PDF (pdf-lib lives there, not in this Worker's bundle: decision
 * 041) and stores it under the enquiry. Answers the PDF's R2 key.
 */
export async function storeSignedLetterPdf(
  { db, media, cards }: Pick<AppEnv, "db" | "media" | "cards">,
  contactId: number,
  letterHtml: string,
  record: SignatureRecord,
): Promise<string> {
  const { firmName, timeZone } = await readFirmSettings(db);
  const pdf = await cards.letterPdf({ firmName, timeZone, letterHtml, record });
  const key = `${SIGNED_LETTERS}${contactId}/${crypto.randomUUID()}.pdf`;
  await media.put(key, pdf, {
    httpMetadata: {
      contentType: "application/pdf",
      contentDisposition: 'attachment; filename="engagement-letter.pdf"',
    },
    customMetadata: { documentHash: record.documentHash },
  });
  return key;
}

/** An erase of one enquiry (DELETE /api/contacts/:id): its signed letters' PDFs leave R2 with it. */
export async function eraseSignedLettersOfEnquiry(media: R2Bucket, contactId: number): Promise<number> {
  let erased = 0;
  let cursor: string | undefined;
  do {
    const page = await media.list({ prefix: `${SIGNED_LETTERS}${contactId}/`, cursor });
    if (page.objects.length > 0) await media.delete(page.objects.map((object) => object.key));
    erased += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return erased;
}
