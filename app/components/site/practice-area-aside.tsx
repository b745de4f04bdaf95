import { quickFacts } from "@domain/constants";
import Award from "lucide-react/icons/award";
import Clock from "lucide-react/icons/clock";
import TrendingUp from "lucide-react/icons/trending-up";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/styles";
import { bookHref } from "~/lib/book-link";
import { COMMON, PRACTICE_AREAS } from "~/lib/site-text";
import { AreaIcon } from "./area-icon";
import { ContactLine } from "./contact-links";
import { TitledSection } from "./titled-section";
import { useFirm } from "./use-firm";

const factIcons = [Award, TrendingUp, Clock];

/** The detail page's side column: consultation card, related areas, quick facts. */
export function PracticeAreaAside({
  areaSlug,
  related,
}: {
  areaSlug: string;
  related: { slug: string; title: string; icon: string }[];
}) {
  const firm = useFirm();
  return (
    <aside className="space-y-8">
      <section aria-labelledby="consult-heading" className="rounded-lg bg-navy-800 p-6 text-white">
        <h2 id="consult-heading" className="font-serif text-2xl font-bold">
          {PRACTICE_AREAS.sideCardTitle}
        </h2>
        <p className="mt-3 text-slate-200">{PRACTICE_AREAS.sideCardText}</p>
        <Link reloadDocument to={bookHref({ area: areaSlug })} className={buttonClass("gold", "lg", "mt-6 w-full")}>
          {COMMON.scheduleConsultation}
        </Link>
        <ul className="mt-6 space-y-3 text-sm">
          <ContactLine kind="phone" value={firm.phone} iconClass="size-4 text-gold-400" linkClass="hover:underline" />
          <ContactLine kind="email" value={firm.email} iconClass="size-4 text-gold-400" linkClass="hover:underline" />
        </ul>
      </section>
      {related.length > 0 && (
        <nav aria-labelledby="related-heading" className="rounded-lg border border-slate-200 p-6">
          <h2 id="related-heading" className="font-serif text-xl font-bold text-navy-800">
            {PRACTICE_AREAS.related}
          </h2>
          <ul className="mt-4 space-y-2">
            {related.map((area) => (
              <li key={area.slug}>
                <Link
                  to={`/practice-areas/${area.slug}`}
                  className="flex items-center gap-2 text-navy-700 hover:underline"
                >
                  <AreaIcon area={area} className="size-4 text-gold-600" />
                  {area.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <TitledSection
        id="facts-heading"
        title={PRACTICE_AREAS.quickFacts}
        className="rounded-lg border border-slate-200 bg-slate-50 p-6"
        headingClassName="font-serif text-xl font-bold text-navy-800"
      >
        <ul className="mt-4 space-y-3">
          {quickFacts().map((fact, i) => {
            const Icon = factIcons[i % factIcons.length] ?? Award;
            return (
              <li key={fact} className="flex items-center gap-3 font-medium text-slate-800">
                <Icon aria-hidden="true" className="size-5 text-gold-600" />
                {fact}
              </li>
            );
          })}
        </ul>
      </TitledSection>
    </aside>
  );
}
