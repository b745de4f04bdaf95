import { OFFICE_MAP } from "@domain/constants";
import { MAP_EMBED_ORIGIN, mapSearchUrl } from "@domain/csp";
import { NewTabLink } from "~/components/ui/new-tab-link";
import { CONTACT_TEXT } from "~/lib/site-text";

interface Props {
  address: string;
  /** The saved coordinates (Settings); null: the built-in OFFICE_MAP. */
  latitude: number | null;
  longitude: number | null;
}

/** An OpenStreetMap embed of the office (its origin is the CSP's only frame-src) and a link to the full map. */
export function OfficeMap({ address, latitude, longitude }: Props) {
  const saved = latitude !== null && longitude !== null;
  const lat = saved ? latitude : OFFICE_MAP.latitude;
  const lon = saved ? longitude : OFFICE_MAP.longitude;
  const { span } = OFFICE_MAP;
  // Six decimals (about 10 cm): no floating-point tails like 40.745599999999996 in the address.
  const bbox = [lon - span, lat - span / 2, lon + span, lat + span / 2].map((v) => Number(v.toFixed(6))).join(",");
  const embed = `${MAP_EMBED_ORIGIN}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
  const full = address ? mapSearchUrl(address) : `${MAP_EMBED_ORIGIN}/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
  return (
    <div>
      <iframe
        title={CONTACT_TEXT.mapFrameTitle}
        src={embed}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        className="h-80 w-full rounded-lg border border-slate-200 bg-slate-100"
      />
      <NewTabLink
        href={full}
        className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-navy-700 hover:underline"
      >
        {CONTACT_TEXT.openMap}
      </NewTabLink>
    </div>
  );
}
