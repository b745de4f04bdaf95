import { ADMIN_NAV } from "@domain/constants";
import type { StaffArea } from "@domain/roles";
import FileText from "lucide-react/icons/file-text";
import Mail from "lucide-react/icons/mail";
import MessageSquareQuote from "lucide-react/icons/message-square-quote";
import Users from "lucide-react/icons/users";
import { Link } from "react-router";

const ACTIONS = [
  { label: "View Contacts", to: "/admin/contacts", icon: Mail },
  { label: "Manage Blog Posts", to: "/admin/blog", icon: FileText },
  { label: "Manage Team", to: "/admin/team", icon: Users },
  { label: "Review Testimonials", to: "/admin/testimonials", icon: MessageSquareQuote },
] as const;

/** A quick action belongs to the area of the screen it opens (the navigation's table). */
const areaOf = (to: string): StaffArea => ADMIN_NAV.find((item) => item.to === to)?.area ?? "staff";

/** Quick Actions (SPEC §2): links to contacts, blog, team and testimonials, those the role reaches. */
export function QuickActions({ reaches }: { reaches: (area: StaffArea) => boolean }) {
  return (
    <ul className="grid grid-cols-2 gap-3">
      {ACTIONS.filter(({ to }) => reaches(areaOf(to))).map(({ label, to, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="flex h-full flex-col items-center gap-2 rounded-md border border-slate-200 p-4 text-center text-sm font-medium text-navy-800 hover:border-navy-700 hover:bg-navy-50 focus-visible:outline-2 focus-visible:outline-gold-500"
          >
            <Icon aria-hidden="true" className="size-5" />
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
