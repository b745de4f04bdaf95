import { useMatches } from "react-router";
import type { PreviewInfo } from "~/lib/preview.server";
import { PREVIEW_TEXT } from "~/lib/site-text";

/** The previewed page's expiry, from whichever route loaded a preview (articles, practice areas, attorneys). */
function usePreview(): PreviewInfo | null {
  const matches = useMatches();
  for (const match of matches) {
    const preview = (match.loaderData as { preview?: PreviewInfo | null } | undefined)?.preview;
    if (preview?.expires) return preview;
  }
  return null;
}

/** A visible band above the header on a previewed page: it is not published, and the link runs out. */
export function PreviewBanner() {
  const preview = usePreview();
  if (!preview) return null;
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950">
      {PREVIEW_TEXT.banner(preview.expires)}
    </div>
  );
}
