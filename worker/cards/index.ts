import { WorkerEntrypoint } from "cloudflare:workers";
import type { CardText } from "./card-svg";
import { type LetterPdfInput, letterPdf } from "./letter-pdf";
import { renderCard } from "./render";

export type { CardText, LetterPdfInput };

const arrayBufferOf = (bytes: Uint8Array) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/**
 * The card Worker (worker/cards/wrangler.toml): a card's text in, PNG bytes out; and a signed
 * engagement letter in, PDF bytes out. The site Worker calls them over RPC through its CARDS service
 * binding and keeps the data, R2 and the routes; resvg's WASM, the fonts and pdf-lib live here so the
 * site's own bundle stays small (docs/decisions/012-card-worker.md, 041-letter-pdf-in-the-card-worker.md).
 */
export default class CardRenderer extends WorkerEntrypoint {
  async render(text: CardText): Promise<ArrayBuffer> {
    return arrayBufferOf(await renderCard(text));
  }

  async letterPdf(input: LetterPdfInput): Promise<ArrayBuffer> {
    return arrayBufferOf(await letterPdf(input));
  }
}
