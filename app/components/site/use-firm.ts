import { useRouteLoaderData } from "react-router";
import { FALLBACK_FIRM, type FirmInfo } from "~/lib/firm";
import { SITE_LAYOUT_ID } from "~/lib/seo";

/** The firm's details (from the site layout's loader) for any page inside the site layout. */
export function useFirm(): FirmInfo {
  return useRouteLoaderData<{ firm: FirmInfo }>(SITE_LAYOUT_ID)?.firm ?? FALLBACK_FIRM;
}
