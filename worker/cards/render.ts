import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import { type CardText, cardSvg } from "./card-svg";
import sans from "./fonts/sans.ttf.bin";
import serif from "./fonts/serif.ttf.bin";

export type { CardText };

let ready: Promise<void> | null = null;
/** resvg's WASM is bundled as a module (workerd refuses to compile WASM from bytes) and started once per isolate. */
const start = () => {
  ready ??= initWasm(resvgWasm).catch((error) => {
    ready = null;
    throw error;
  });
  return ready;
};

/** A 1200×630 PNG of the card, drawn in the Worker by resvg with the site's own fonts. */
export async function renderCard(text: CardText): Promise<Uint8Array> {
  await start();
  const resvg = new Resvg(cardSvg(text), {
    font: {
      fontBuffers: [new Uint8Array(serif), new Uint8Array(sans)],
      loadSystemFonts: false,
      defaultFontFamily: "Source Serif 4",
    },
  });
  const image = resvg.render();
  try {
    return image.asPng();
  } finally {
    image.free();
    resvg.free();
  }
}
