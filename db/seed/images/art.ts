import { MOTIFS, type MotifName } from "./motifs";
import { between, pick, seededRandom } from "./random";

/** The brand palette (app/app.css): navy grounds, a gold accent, pale ink for the line work. */
const DARK = { grounds: ["#152a45", "#1e3a5f", "#274b76", "#334155", "#1f2f46"], ink: "#e1e8f0", gold: "#d8b84a" };
const LIGHT = { grounds: ["#f2f5f9", "#e1e8f0", "#f5efe0", "#eef2f6"], ink: "#1e3a5f", gold: "#a8861c" };

interface ArtOptions {
  /** Same seed, same picture; a different seed gives a different composition. */
  seed: string;
  motif: MotifName;
  width: number;
  height: number;
  /** Read by screen readers when the SVG is opened on its own; pages give the <img> its alt. */
  title: string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c] as string);

/** A quiet background texture, one of four, at a seeded spacing. */
function pattern(random: () => number, width: number, height: number, INK: string): string {
  const gap = between(random, 28, 56);
  const kind = between(random, 0, 3);
  const lines: string[] = [];
  if (kind === 0) {
    for (let x = -height; x < width; x += gap) lines.push(`M${x} ${height}L${x + height} 0`);
    return `<path d="${lines.join("")}" stroke="${INK}" stroke-opacity=".06" stroke-width="2"/>`;
  }
  if (kind === 1) {
    const dots: string[] = [];
    for (let y = gap / 2; y < height; y += gap)
      for (let x = gap / 2; x < width; x += gap) dots.push(`<circle cx="${x}" cy="${y}" r="2"/>`);
    return `<g fill="${INK}" fill-opacity=".1">${dots.join("")}</g>`;
  }
  if (kind === 2) {
    const cx = between(random, 0, width);
    const cy = between(random, 0, height);
    const rings: string[] = [];
    for (let r = gap; r < width; r += gap) rings.push(`<circle cx="${cx}" cy="${cy}" r="${r}"/>`);
    return `<g fill="none" stroke="${INK}" stroke-opacity=".06" stroke-width="2">${rings.join("")}</g>`;
  }
  for (let y = gap; y < height; y += gap * 2) lines.push(`M0 ${y}h${width}`);
  return `<path d="${lines.join("")}" stroke="${INK}" stroke-opacity=".05" stroke-width="${gap / 2}"/>`;
}

/**
 * Generated art in the brand palette around one motif: covers for articles, heroes for practice areas.
 * Every choice (ground, angle, texture, where the motif sits, its size, the gold details) comes from
 * the seed, so each article gets its own picture and the seed always redraws the same one.
 */
export function artSvg({ seed, motif, width, height, title }: ArtOptions): string {
  const random = seededRandom(seed);
  const scheme = random() < 0.35 ? LIGHT : DARK;
  const [from, to] = [pick(random, scheme.grounds), pick(random, scheme.grounds)];
  const { ink: INK, gold } = scheme;
  const angle = between(random, 0, 3);
  const gradient = [
    'x1="0" y1="0" x2="1" y2="1"',
    'x1="1" y1="0" x2="0" y2="1"',
    'x1="0" y1="0" x2="0" y2="1"',
    'x1="0" y1="0" x2="1" y2="0"',
  ][angle];
  const onRight = random() < 0.5;
  const scale = (height * (0.55 + random() * 0.2)) / 240;
  const size = 240 * scale;
  const x = onRight ? width - size - width * (0.08 + random() * 0.1) : width * (0.08 + random() * 0.1);
  const y = (height - size) / 2 + between(random, -20, 20);
  const haloR = size * (0.62 + random() * 0.15);
  const sunR = between(random, 24, 60);
  const sunX = onRight ? between(random, 60, width * 0.45) : between(random, width * 0.55, width - 60);
  const sunY = between(random, 50, height - 50);
  const band = between(random, 0, 1) === 0 ? height - between(random, 40, 90) : between(random, 40, 90);
  const { line, accent } = MOTIFS[motif];
  const stroke = (7 / scale).toFixed(2);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeXml(title)}</title>`,
    `<defs><linearGradient id="g" ${gradient}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    pattern(random, width, height, INK),
    `<circle cx="${(x + size / 2).toFixed(1)}" cy="${(y + size / 2).toFixed(1)}" r="${haloR.toFixed(1)}" fill="${INK}" fill-opacity=".07"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${gold}" fill-opacity=".85"/>`,
    `<rect x="0" y="${band}" width="${width}" height="3" fill="${gold}" fill-opacity=".55"/>`,
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})" fill="none" stroke-linecap="round" stroke-linejoin="round" stroke-width="${stroke}">`,
    `<path d="${line}" stroke="${INK}" stroke-opacity=".85"/>`,
    `<path d="${accent}" stroke="${gold}"/>`,
    "</g></svg>",
  ].join("");
}
