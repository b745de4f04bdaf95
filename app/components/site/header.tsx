import { SITE_NAV } from "@domain/constants";
import Menu from "lucide-react/icons/menu";
import Search from "lucide-react/icons/search";
import X from "lucide-react/icons/x";
import { useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/styles";
import { bookHref, bookingFromPath } from "~/lib/book-link";
import { COMMON, SEARCH_TEXT } from "~/lib/site-text";
import { FirmMark } from "./firm-mark";
import { SearchForm } from "./search-form";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2 py-1 text-sm font-medium whitespace-nowrap transition-colors hover:text-navy-700 ${
    isActive ? "text-navy-800 underline decoration-gold-500 decoration-2 underline-offset-8" : "text-slate-700"
  }`;

function NavLinks({
  className,
  itemClass,
  onFollow,
}: {
  className: string;
  itemClass?: string;
  onFollow?: () => void;
}) {
  return (
    <ul className={className}>
      {SITE_NAV.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.to === "/"}
            onClick={onFollow}
            className={(s) => `${linkClass(s)} ${itemClass ?? ""}`}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The desktop header's search: a button that opens the search box in a popover under the header (no
 * JavaScript, like the phone menu), so the box never squeezes the navigation onto two lines.
 */
function HeaderSearch() {
  return (
    <div className="group">
      <button
        type="button"
        popoverTarget="header-search"
        aria-label={SEARCH_TEXT.label}
        className="flex cursor-pointer items-center rounded-md p-2 text-navy-800 hover:bg-slate-100"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      <div
        id="header-search"
        popover="auto"
        className="inset-auto top-16 right-4 m-0 w-96 max-w-[calc(100vw-2rem)] rounded-b-lg border border-slate-200 bg-white p-4 text-inherit shadow-lg"
      >
        <SearchForm id="header-search-box" size="wide" />
      </div>
    </div>
  );
}

/**
 * The site header. The small-screen menu is a popover: it opens by touch, click, Enter or Space,
 * and closes on Escape or a tap outside, with no JavaScript (read-only pages ship none). Following
 * one of its links closes it too: a read-only page reloads; a hydrated page closes it on click.
 */
export function SiteHeader({ firmName, logoUrl }: { firmName: string; logoUrl: string | null }) {
  const { pathname } = useLocation();
  const menu = useRef<HTMLElement>(null);
  const close = () => menu.current?.hidePopover();
  // Pressed on a practice area's or an attorney's page, the booking starts from it.
  const book = bookHref(bookingFromPath(pathname));
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-2 font-serif text-xl font-bold text-navy-800">
          <FirmMark logoUrl={logoUrl} className="h-7 min-w-7" iconClass="w-7 text-gold-600" />
          <span>{firmName}</span>
        </Link>
        <nav aria-label={COMMON.mainNav} className="hidden items-center gap-4 lg:flex xl:gap-6">
          <NavLinks className="flex items-center gap-1 xl:gap-3" />
          <HeaderSearch />
          <Link reloadDocument to={book} className={buttonClass("gold", "md", "whitespace-nowrap")}>
            {COMMON.getConsultation}
          </Link>
        </nav>
        <div key={pathname} className="group lg:hidden">
          <button
            type="button"
            popoverTarget="site-menu"
            className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-navy-800"
          >
            <Menu aria-hidden="true" className="size-5 group-has-[:popover-open]:hidden" />
            <X aria-hidden="true" className="hidden size-5 group-has-[:popover-open]:block" />
            {COMMON.menu}
          </button>
          <nav
            id="site-menu"
            popover="auto"
            aria-label={COMMON.mainNav}
            ref={menu}
            className="inset-x-0 top-16 bottom-auto m-0 w-full max-w-none border-0 border-b border-slate-200 bg-white px-4 pb-6 text-inherit shadow-lg sm:px-6 lg:hidden"
          >
            <SearchForm id="menu-search" size="wide" className="pt-4" />
            <NavLinks className="flex flex-col py-2" itemClass="block py-3 text-base" onFollow={close} />
            <Link reloadDocument to={book} onClick={close} className={buttonClass("gold", "lg", "w-full")}>
              {COMMON.getConsultation}
            </Link>
          </nav>
        </div>
      </div>
    </header>
  );
}
