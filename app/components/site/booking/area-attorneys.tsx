import { buttonClass } from "~/components/ui/styles";
import { BOOKING_TEXT as T } from "~/lib/booking-text";
import { Portrait, ProfileLink } from "../portrait";
import { TitledSection } from "../titled-section";

interface AreaAttorney {
  id: string;
  name: string;
  role: string;
  image: string | null;
}

/** The attorneys who practise an area, each with a "Book with <name>" straight into their free times. */
export function AreaAttorneys({ areaSlug, attorneys }: { areaSlug: string; attorneys: AreaAttorney[] }) {
  if (!attorneys.length) return null;
  return (
    <TitledSection
      id="area-attorneys-heading"
      title={T.areaAttorneys}
      headingClassName="font-serif text-2xl font-bold text-navy-800 md:text-3xl"
    >
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {attorneys.map((a) => (
          <li key={a.id} className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <Portrait person={a} size={96} loading="lazy" className="size-20 shrink-0 rounded-full object-cover" />
            <div className="min-w-0">
              <p className="font-semibold text-navy-800">{a.name}</p>
              <p className="text-sm text-slate-600">{a.role}</p>
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <a
                  href={`/book?${new URLSearchParams({ area: areaSlug, attorney: a.id })}`}
                  className={buttonClass("gold", "sm")}
                >
                  {T.bookWith(a.name)}
                </a>
                <ProfileLink person={a} className="text-sm font-semibold text-navy-800 underline" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
