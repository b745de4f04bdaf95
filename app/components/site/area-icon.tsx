import Briefcase from "lucide-react/icons/briefcase";
import Gavel from "lucide-react/icons/gavel";
import HeartHandshake from "lucide-react/icons/heart-handshake";
import House from "lucide-react/icons/house";
import Landmark from "lucide-react/icons/landmark";
import Scale from "lucide-react/icons/scale";
import ScrollText from "lucide-react/icons/scroll-text";
import ShieldPlus from "lucide-react/icons/shield-plus";
import Users from "lucide-react/icons/users";

/** Line icons for the firm's own areas, matching the covers' motifs; a new area shows its emoji. */
const ICONS: Record<string, typeof Scale> = {
  "corporate-law": Landmark,
  litigation: Gavel,
  "real-estate-law": House,
  "employment-law": Users,
  "family-law": HeartHandshake,
  "personal-injury": ShieldPlus,
  "estate-planning": ScrollText,
  "business-law": Briefcase,
  "criminal-defense": Scale,
};

export function AreaIcon({ area, className }: { area: { slug: string; icon: string }; className: string }) {
  const Icon = ICONS[area.slug];
  return Icon ? <Icon aria-hidden="true" className={className} /> : <span aria-hidden="true">{area.icon}</span>;
}
