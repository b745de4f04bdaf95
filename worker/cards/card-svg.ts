import { BRAND_COLOURS, SOCIAL_CARD } from "@domain/constants";
import { wrapText } from "./wrap";

/** What a card says: whose site, the page's title, and what kind of page it is. */
export interface CardText {
  firmName: string;
  title: string;
  category: string;
}

const xmlText = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

const { width: W, height: H } = SOCIAL_CARD;
const MARGIN = 80;
const TEXT_WIDTH = W - 2 * MARGIN;

/** The largest title size (of a few) at which the title fits in four lines. */
function titleLines(title: string) {
  for (const size of [76, 66, 58]) {
    const lines = wrapText("serif", title, size, TEXT_WIDTH, 4);
    if (lines.length < 4 || size === 58) return { size, lines };
  }
  throw new Error("unreachable");
}

/** The card as SVG: navy ground, gold rules, the category, the title and the firm's name. */
export function cardSvg({ firmName, title, category }: CardText): string {
  const { navy, navyDeep, gold, goldLight, paper } = BRAND_COLOURS;
  const { size, lines } = titleLines(title);
  const lineHeight = Math.round(size * 1.18);
  const top = (H - lines.length * lineHeight) / 2 + size * 0.8;
  const tspans = lines
    .map((line, i) => `<tspan x="${MARGIN}" y="${Math.round(top + i * lineHeight)}">${xmlText(line)}</tspan>`)
    .join("");
  const kicker = wrapText("sans", category.toUpperCase(), 26, TEXT_WIDTH, 1)[0] ?? "";
  const footer = wrapText("serif", firmName, 34, TEXT_WIDTH - 80, 1)[0] ?? "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${navy}"/><stop offset="1" stop-color="${navyDeep}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>
<rect y="${H - 16}" width="${W}" height="16" fill="${gold}"/>
<text x="${MARGIN}" y="${MARGIN + 26}" font-family="Inter SemiBold" font-weight="600" font-size="26" letter-spacing="3" fill="${goldLight}">${xmlText(kicker)}</text>
<text font-family="Source Serif 4" font-weight="700" font-size="${size}" fill="${paper}">${tspans}</text>
<rect x="${MARGIN}" y="${H - MARGIN - 22}" width="56" height="6" fill="${gold}"/>
<text x="${MARGIN + 80}" y="${H - MARGIN - 8}" font-family="Source Serif 4" font-weight="700" font-size="34" fill="${paper}">${xmlText(footer)}</text>
</svg>`;
}
