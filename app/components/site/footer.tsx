import { FOOTER_NAV, LEGAL_DOCUMENTS, yearsInPractice } from "@domain/constants";
import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import { Link } from "react-router";
import type { FirmInfo } from "~/lib/firm";
import { FOOTER, NEWSLETTER } from "~/lib/site-text";
import { ContactLine } from "./contact-links";
import { FirmMark } from "./firm-mark";
import { NewsletterForm } from "./newsletter-form";
import { OfficeHours } from "./office-hours";

const heading = "font-serif text-lg font-semibold text-gold-400";
const link = "text-slate-200 hover:text-white hover:underline";
const icon = "mt-0.5 size-4 shrink-0 text-gold-400";

export function SiteFooter({ firm, year }: { firm: FirmInfo; year: number }) {
  return (
    <footer className="bg-navy-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="flex items-center gap-2 font-serif text-xl font-bold text-white">
            <FirmMark logoUrl={firm.logoUrl} className="h-6 min-w-6" iconClass="w-6 text-gold-400" />
            {firm.firmName}
          </p>
          <p className="mt-4 text-sm leading-relaxed">{FOOTER.tagline(yearsInPractice())}</p>
        </div>
        <nav aria-label={FOOTER.quickLinks}>
          <h2 className={heading}>{FOOTER.quickLinks}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {FOOTER_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={link}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <h2 className={`${heading} mt-8`}>{FOOTER.legal}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {LEGAL_DOCUMENTS.map((doc) => (
              <li key={doc.slug}>
                <Link to={`/legal/${doc.slug}`} className={link}>
                  {doc.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={heading}>{FOOTER.contact}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <ContactLine kind="phone" value={firm.phone} className="flex gap-2" iconClass={icon} linkClass={link} />
            <ContactLine kind="email" value={firm.email} className="flex gap-2" iconClass={icon} linkClass={link} />
            {firm.address && (
              <li className="flex gap-2">
                <MapPin aria-hidden="true" className={icon} />
                <address className="not-italic">{firm.address}</address>
              </li>
            )}
          </ul>
          <h2 className={`${heading} mt-8 flex items-center gap-2`}>
            <Clock aria-hidden="true" className="size-4" />
            {FOOTER.hours}
          </h2>
          <OfficeHours
            hours={firm.hours}
            className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm"
            dayClass="text-slate-300"
          />
        </div>
        <div id="newsletter">
          <h2 className={heading}>{NEWSLETTER.title}</h2>
          <p className="mt-4 mb-4 text-sm">{NEWSLETTER.intro}</p>
          <NewsletterForm id="footer" />
        </div>
      </div>
      <div className="border-t border-navy-700">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-center text-sm text-slate-300 sm:px-6 lg:px-8">
          {firm.attorneyAdvertising && <p className="font-semibold">{FOOTER.attorneyAdvertising}</p>}
          <p>{FOOTER.copyright(year, firm.firmName)}</p>
        </div>
      </div>
    </footer>
  );
}
