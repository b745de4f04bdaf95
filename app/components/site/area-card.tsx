import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import { Link } from "react-router";
import { COMMON, PRACTICE_AREAS } from "~/lib/site-text";
import type { AreaCard as AreaCardView } from "~/lib/views";
import { AreaIcon } from "./area-icon";

/** A practice area on the home page and the grid: icon, description, key services, Learn More. */
export function AreaCard({ area, headingLevel = "h3" }: { area: AreaCardView; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <article className="group flex h-full flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-navy-50 text-3xl">
        <AreaIcon area={area} className="size-7 text-navy-700" />
      </span>
      <Heading className="mt-5 font-serif text-xl font-bold text-navy-800">{area.title}</Heading>
      <p className="mt-3 text-slate-600">{area.description}</p>
      {area.features.length > 0 && (
        <ul aria-label={PRACTICE_AREAS.keyServices} className="mt-4 space-y-2 text-sm text-slate-700">
          {area.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-600" />
              {feature}
            </li>
          ))}
        </ul>
      )}
      <Link
        to={`/practice-areas/${area.slug}`}
        className="mt-auto inline-flex items-center gap-1 pt-6 font-semibold text-navy-700 hover:text-navy-900 hover:underline"
      >
        {COMMON.learnMore}
        <span className="sr-only"> {area.title}</span>
        <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
      </Link>
    </article>
  );
}
