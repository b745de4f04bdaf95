import type { ContentKind } from "@domain/constants";
import { cardHeadline, digest } from "@domain/social-card";
import type { CardText } from "@worker/cards";
import type { AppEnv } from "@worker/env";
import { findContent } from "./content-items";
import { readFirmSettings } from "./settings";

const PUBLIC = { includeHidden: false };

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
