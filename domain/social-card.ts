import { SOCIAL_CARD_TEXT } from "./messages";
import type { BlogPost, PracticeArea, TeamMember } from "./rows";

/** What a card is drawn from: the item's kind, id and the fields it shows. */
export type CardSource = { id: string } & (
  | { kind: "post"; row: Pick<BlogPost, "title" | "category"> }
  | { kind: "practice-area"; row: Pick<PracticeArea, "title"> }
  | { kind: "attorney"; row: Pick<TeamMember, "name" | "role"> }
);

/** The headline and kind a card shows for an item: a post's category, an attorney's role. */
export function cardHeadline(item: CardSource): { title: string; category: string } {
  switch (item.kind) {
    case "post":
      return { title: item.row.title, category: item.row.category };
    case "practice-area":
      return { title: item.row.title, category: SOCIAL_CARD_TEXT.practiceArea };
    case "attorney":
      return { title: item.row.name, category: item.row.role };
  }
}

/** The first `length` hex digits of the SHA-256 of a value's JSON (Web Crypto: the Worker and the browser alike). */
export async function digest(value: unknown, length: number): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...hash.slice(0, length / 2)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The address of an item's generated card. Its `v` changes with the headline, so a changed title is
 * a new address that sharing sites fetch afresh.
 */
export async function cardPath(item: CardSource): Promise<string> {
  return `/cards/${item.kind}/${encodeURIComponent(item.id)}.png?v=${await digest(cardHeadline(item), 12)}`;
}

/** The picture of a page that has neither a social image nor a card of its own. */
const DEFAULT_SOCIAL_IMAGE = "/images/blog/default.svg";

/**
 * The one rule for a page's og:image (as a path): staff's social image when chosen, else the page's
 * generated card, else the default. The page's meta and the editor's social-card preview both call
 * it, so the preview shows exactly what sharing sites will get. (Covers are never used: they may be
 * SVG, which sharing sites refuse.)
 */
export function socialImagePath(chosen: string | null | undefined, card: string | null | undefined): string {
  return chosen || card || DEFAULT_SOCIAL_IMAGE;
}
