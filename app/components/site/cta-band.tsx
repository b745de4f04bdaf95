import { Link } from "react-router";
import { buttonClass } from "~/components/ui/styles";
import { type BookingFrom, bookHref } from "~/lib/book-link";
import { COMMON } from "~/lib/site-text";

interface CtaBandProps {
  /** The page's own closing heading and sentence (each page's texts carry a `ctaTitle` and `ctaText`). */
  texts: { ctaTitle: string; ctaText: string };
  secondary?: { label: string; to: string };
  /** The practice area or attorney the page is about: the booking starts from it. */
  from?: BookingFrom;
}

/** The closing call to action of a page: steer the visitor toward a consultation. */
export function CtaBand({ texts, secondary, from }: CtaBandProps) {
  return (
    <section aria-labelledby="cta-heading" className="bg-navy-800 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 id="cta-heading" className="font-serif text-3xl font-bold md:text-4xl">
          {texts.ctaTitle}
        </h2>
        <p className="mt-4 text-lg text-slate-200">{texts.ctaText}</p>
        <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
          <Link reloadDocument to={bookHref(from)} className={buttonClass("gold", "lg")}>
            {COMMON.scheduleConsultation}
          </Link>
          {secondary && (
            <Link to={secondary.to} className={buttonClass("outlineLight", "lg")}>
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
