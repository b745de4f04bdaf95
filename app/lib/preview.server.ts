import type { ContentKind } from "@domain/constants";
import { verifyPreview } from "@worker/data/preview";
import type { Visibility } from "@worker/data/query";
import { serverEnv } from "./env.server";

/** A preview is for the people holding the link: never cached anywhere, never indexed. */
export const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

/**
 * The item a detail page shows: the public one, or, with a valid signed `?preview=` for exactly that
 * item, the item whatever its status. Answers null (the page's 404) otherwise.
 */
export async function loadWithPreview<T>(
  request: Request,
  kind: ContentKind,
  load: (visibility: Visibility) => Promise<T | null>,
  idOf: (item: T) => string,
): Promise<{ item: T; preview: boolean } | null> {
  const token = new URL(request.url).searchParams.get("preview");
  if (token) {
    const item = await load({ includeHidden: true });
    if (item && (await verifyPreview(serverEnv().db, kind, idOf(item), token))) return { item, preview: true };
  }
  const item = await load({ includeHidden: false });
  return item && { item, preview: false };
}

/** The response headers of a page that may be a preview (the route's `headers` export passes them on). */
export const previewHeaders = (preview: boolean): HeadersInit => (preview ? PREVIEW_HEADERS : {});
