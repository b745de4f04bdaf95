import { ADMIN_NAV } from "@domain/constants";
import { canReach, type StaffRole } from "@domain/roles";
import type { LucideIcon } from "lucide-react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import CalendarDays from "lucide-react/icons/calendar-days";
import ClipboardList from "lucide-react/icons/clipboard-list";
import FileText from "lucide-react/icons/file-text";
import History from "lucide-react/icons/history";
import Images from "lucide-react/icons/images";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import Mail from "lucide-react/icons/mail";
import MessageSquareQuote from "lucide-react/icons/message-square-quote";
import Newspaper from "lucide-react/icons/newspaper";
import Scale from "lucide-react/icons/scale";
import Settings from "lucide-react/icons/settings";
import UserCog from "lucide-react/icons/user-cog";
import Users from "lucide-react/icons/users";
import { Link, NavLink } from "react-router";
import type { AdminBrand } from "~/lib/admin/brand";

const ICONS: Record<(typeof ADMIN_NAV)[number]["label"], LucideIcon> = {
  Dashboard: LayoutDashboard,
  Contacts: Mail,
  Calendar: CalendarDays,
  "Intake Templates": ClipboardList,
  "Blog Posts": FileText,
  Team: Users,
  "Practice Areas": Scale,
  Media: Images,
  Subscribers: Newspaper,
  Testimonials: MessageSquareQuote,
  Settings: Settings,
  Staff: UserCog,
  Activity: History,
};

/**
 * The firm's logo and name, then the sidebar's links (SPEC §2) the role reaches (none but the
 * dashboard until it is known); `onNavigate` closes the phone drawer.
 */
export function AdminNav({
  brand,
  role,
  onNavigate,
}: {
  brand: AdminBrand;
  role: StaffRole | null;
  onNavigate?: () => void;
}) {
  const links = ADMIN_NAV.filter(({ area }) => (role ? canReach(role, area) : area === "dashboard"));
  return (
    <nav aria-label="Admin" className="flex h-full flex-col gap-1 p-3">
      <p className="flex items-center gap-2 px-3 pt-2 pb-4 font-serif text-lg leading-tight text-white">
        {brand.logoUrl && (
          <img src={brand.logoUrl} alt="" className="size-8 shrink-0 rounded bg-white object-contain p-0.5" />
        )}
        <span data-testid="admin-brand">{brand.firmName}</span>
      </p>
      {links.map(({ label, to }) => {
        const Icon = ICONS[label];
        return (
          <NavLink
            key={to}
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-gold-400 ${
                isActive ? "bg-navy-700 text-white" : "text-navy-100 hover:bg-navy-700/60 hover:text-white"
              }`
            }
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </NavLink>
        );
      })}
      {/* A full page load: the site's pages have their own policy, and the back office's refuses their JSON-LD scripts. */}
      <Link
        to="/"
        reloadDocument
        onClick={onNavigate}
        className="mt-auto flex items-center gap-3 rounded-md px-3 py-2 text-sm text-navy-100 hover:bg-navy-700/60 hover:text-white focus-visible:outline-2 focus-visible:outline-gold-400"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Website
      </Link>
    </nav>
  );
}
