import type { ContentKind } from "@domain/constants";
import { contentPath, findContent } from "@worker/data/content-items";
import { redirectTarget } from "@worker/data/slug-redirects";
import { redirect } from "react-router";
import { serverEnv } from "./env.server";

/**
 * For a detail page that found nothing: when the slug is an old one, a permanent redirect (301) to
 * the item's address today, keeping the query (a preview link still previews). Otherwise nothing.
 */
export async function redirectFromOldSlug(request: Request, kind: ContentKind, slug: string): Promise<void> {
  const { db } = serverEnv();
  const targetId = await redirectTarget(db, kind, slug);
  if (targetId === null) return;
  const item = await findContent(db, kind, targetId);
  if (!item || item.path === contentPath(kind, slug)) return;
  throw redirect(item.path + new URL(request.url).search, 301);
}
