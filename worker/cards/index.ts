import { WorkerEntrypoint } from "cloudflare:workers";
import type { CardText } from "./card-svg";
import { renderCard } from "./render";

export type { CardText };

/**
 * The card Worker (worker/cards/wrangler.toml): a card's text in, PNG bytes out, nothing else.
 * The site Worker calls `render` over RPC through its CARDS service binding and keeps the data, R2
 * and the routes; resvg's WASM and the fonts live here so the site's own bundle stays small
 * (docs/decisions/012-card-worker.md).
 */
export default class CardRenderer extends WorkerEntrypoint {
  async render(text: CardText): Promise<ArrayBuffer> {
    const png = await renderCard(text);
    return png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer;
  }
}
