import type { ContentKind } from "@domain/constants";
import { formatInZone } from "@domain/time-format";
import { previewExpiry, verifyPreview } from "@worker/data/preview";
import type { Visibility } from "@worker/data/query";
import { readFirmSettings } from "@worker/data/settings";
import { serverEnv } from "./env.server";

/** A preview is for the people holding the link: never cached anywhere, never indexed. */
export const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

/** What a previewed page tells its reader: when the link stops working, in the firm's time. */
export interface PreviewInfo {
  expires: string;
}

async function previewInfo(token: string): Promise<PreviewInfo> {
  const { timeZone } = await readFirmSettings(serverEnv().db);
  return { expires: formatInZone(previewExpiry(token).toISOString(), timeZone) };
}

/**
 * The item a detail page shows: the public one, or, with a valid signed `?preview=` for exactly that
 * item, the item whatever its status (with the link's expiry). Answers null (the page's 404) otherwise.
 */
export async function loadWithPreview<T>(
  request: Request,
  kind: ContentKind,
  load: (visibility: Visibility) => Promise<T | null>,
  idOf: (item: T) => string,
): Promise<{ item: T; preview: PreviewInfo | null } | null> {
  const token = new URL(request.url).searchParams.get("preview");
  if (token) {
    const item = await load({ includeHidden: true });
    if (item && (await verifyPreview(serverEnv().db, kind, idOf(item), token))) {
      return { item, preview: await previewInfo(token) };
    }
  }
  const item = await load({ includeHidden: false });
  return item && { item, preview: null };
}

/** The response headers of a page that may be a preview (the route's `headers` export passes them on). */
export const previewHeaders = (preview: PreviewInfo | null): HeadersInit => (preview ? PREVIEW_HEADERS : {});
