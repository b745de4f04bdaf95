import type { ContentKind } from "@domain/constants";
import type { Visibility } from "@worker/data/query";
import { found } from "./not-found";
import { loadWithPreview, type PreviewInfo } from "./preview.server";
import { redirectFromOldSlug } from "./slug-redirect.server";

/**
 * The item a detail page shows at its address (a slug, or an attorney's id): the public one or a
 * previewed one (loadWithPreview); else a 301 when the address is an old one; else the page's 404.
 */
export async function loadDetail<T extends { id: string | number }>(
  request: Request,
  kind: ContentKind,
  address: string,
  load: (visibility: Visibility) => Promise<T | null>,
): Promise<{ item: T; preview: PreviewInfo | null }> {
  const shown = await loadWithPreview(request, kind, load, (item) => String(item.id));
  if (!shown) await redirectFromOldSlug(request, kind, address);
  return found(shown);
}
