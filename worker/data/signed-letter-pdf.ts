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
