import type { ContentKind } from "@domain/constants";
import { SOCIAL_CARD_TEXT } from "@domain/messages";
import type { BlogPost, PracticeArea, TeamMember } from "@domain/rows";
import type { CardText } from "@worker/cards";
import type { AppEnv } from "@worker/env";
import { findContent } from "./content-items";
import { readFirmSettings } from "./settings";

const PUBLIC = { includeHidden: false };

/** What a card is drawn from: the item's kind, id and the fields it shows. */
export type CardSource = { id: string } & (
  | { kind: "post"; row: Pick<BlogPost, "title" | "category"> }
  | { kind: "practice-area"; row: Pick<PracticeArea, "title"> }
  | { kind: "attorney"; row: Pick<TeamMember, "name" | "role"> }
);

/** The headline and kind a card shows for an item: a post's category, an attorney's role. */
export function cardHeadline(item: CardSource): Omit<CardText, "firmName"> {
  switch (item.kind) {
    case "post":
      return { title: item.row.title, category: item.row.category };
    case "practice-area":
      return { title: item.row.title, category: SOCIAL_CARD_TEXT.practiceArea };
    case "attorney":
      return { title: item.row.name, category: item.row.role };
  }
}

async function digest(value: unknown, length: number): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...hash.slice(0, length / 2)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The address a page gives as og:image when staff chose no social image. Its `v` changes with the
 * headline, so a changed title is a new address that sharing sites fetch afresh.
 */
export async function cardPath(item: CardSource): Promise<string> {
  return `/cards/${item.kind}/${encodeURIComponent(item.id)}.png?v=${await digest(cardHeadline(item), 12)}`;
}

/**
 * A public item's card (PNG bytes as a stream) as stored in R2: its key names everything drawn, so any
 * change draws a new one. The card Worker draws it (worker/cards/); this Worker keeps data and storage.
 */
export async function storedCard(
  { db, media: bucket, cards }: Pick<AppEnv, "db" | "media" | "cards">,
  kind: ContentKind,
  id: string,
) {
  const item = await findContent(db, kind, id, PUBLIC);
  if (!item) return null;
  const { firmName } = await readFirmSettings(db);
  const text: CardText = { firmName, ...cardHeadline(item) };
  const prefix = `cards/${kind}/${item.id}/`;
  const key = `${prefix}${await digest(text, 16)}.png`;
  const stored = await bucket.get(key);
  if (stored) return stored.body;
  const png = await cards.render(text);
  await bucket.put(key, png, { httpMetadata: { contentType: "image/png" } });
  const older = await bucket.list({ prefix });
  const stale = older.objects.map((o) => o.key).filter((k) => k !== key);
  if (stale.length > 0) await bucket.delete(stale);
  return new Blob([png], { type: "image/png" }).stream();
}
