import { imageFacts } from "@worker/data/media-library";
import { getPracticeAreaBySlug, listRelatedPracticeAreas } from "@worker/data/practice-areas";
import { cardPath } from "@worker/data/social-cards";
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import { data } from "react-router";
import { DescribedImage } from "~/components/site/described-image";
import { DetailErrorBoundary } from "~/components/site/error-boundary";
import { FaqList } from "~/components/site/faq-list";
import { PageHeader, Paragraphs } from "~/components/site/page-header";
import { PracticeAreaAside } from "~/components/site/practice-area-aside";
import { serverEnv } from "~/lib/env.server";
import { READ_ONLY } from "~/lib/hydration";
import { found, notFoundMeta } from "~/lib/not-found";
import { loadWithPreview, previewHeaders } from "~/lib/preview.server";
import { seo, siteMetaFrom, summarize } from "~/lib/seo";
import { MISSING, PRACTICE_AREAS, PRIOR_RESULTS } from "~/lib/site-text";
import { redirectFromOldSlug } from "~/lib/slug-redirect.server";
import { faqPageLd } from "~/lib/structured-data";
import type { Route } from "./+types/practice-area";

export const handle = READ_ONLY;

export async function loader({ params, request }: Route.LoaderArgs) {
  const { db } = serverEnv();
  const shown = await loadWithPreview(
    request,
    "practice-area",
    (visibility) => getPracticeAreaBySlug(db, params.slug, visibility),
    (area) => String(area.id),
  );
  if (!shown) await redirectFromOldSlug(request, "practice-area", params.slug);
  const { item: area, preview } = found(shown);
  const [related, hero, card] = await Promise.all([
    listRelatedPracticeAreas(db, area),
    imageFacts(db, area.heroImage),
    cardPath({ kind: "practice-area", id: String(area.id), row: area }),
  ]);
  const { slug, title, icon, description, heroImage, longDescription, services, scenarios, faqs } = area;
  const seo = { metaTitle: area.metaTitle, metaDescription: area.metaDescription, socialImage: area.socialImage };
  return data(
    {
      preview,
      area: { slug, title, icon, description, heroImage, hero, card, longDescription, services, scenarios, faqs, seo },
      related,
    },
    { headers: previewHeaders(preview) },
  );
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const site = siteMetaFrom(matches);
  if (!loaderData) return notFoundMeta(site, MISSING.practiceArea, location.pathname);
  const { area } = loaderData;
  return seo(site, {
    title: area.title,
    description: summarize(area.description),
    path: location.pathname,
    image: area.card,
    override: area.seo,
    noindex: loaderData.preview,
    jsonLd: area.faqs.length ? [faqPageLd(area.faqs)] : [],
  });
}

const h2 = "font-serif text-2xl font-bold text-navy-800 md:text-3xl";

export default function PracticeArea({ loaderData }: Route.ComponentProps) {
  const { area, related } = loaderData;
  return (
    <>
      <PageHeader title={area.title} intro={area.description} />
      {area.heroImage && (
        <div className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 lg:px-8">
          <DescribedImage
            src={area.heroImage}
            facts={area.hero}
            fallbackAlt={area.title}
            width={1200}
            height={500}
            eager
            className="h-auto w-full rounded-lg bg-navy-100 object-cover"
          />
        </div>
      )}
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="space-y-14 lg:col-span-2">
          <section aria-labelledby="overview-heading">
            <h2 id="overview-heading" className={h2}>
              {PRACTICE_AREAS.overview}
            </h2>
            <Paragraphs text={area.longDescription || area.description} className="mt-5 text-slate-700" />
          </section>
          {area.services.length > 0 && (
            <section aria-labelledby="services-heading">
              <h2 id="services-heading" className={h2}>
                {PRACTICE_AREAS.services}
              </h2>
              <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                {area.services.map((service) => (
                  <li key={service} className="flex gap-3 rounded-md bg-slate-50 p-4 text-slate-800">
                    <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-gold-600" />
                    {service}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {area.scenarios.length > 0 && (
            <section aria-labelledby="stories-heading">
              <h2 id="stories-heading" className={h2}>
                {PRACTICE_AREAS.successStories}
              </h2>
              <div className="mt-5 space-y-4">
                {area.scenarios.map((story) => (
                  <article key={story.title} className="rounded-lg border-l-4 border-gold-500 bg-white p-5 shadow-sm">
                    <h3 className="font-semibold text-navy-800">{story.title}</h3>
                    <p className="mt-2 text-slate-700">{story.description}</p>
                  </article>
                ))}
              </div>
              <p className="mt-3 text-sm text-slate-600 italic">{PRIOR_RESULTS}</p>
            </section>
          )}
          {area.faqs.length > 0 && (
            <section aria-labelledby="faq-heading">
              <h2 id="faq-heading" className={`${h2} mb-5`}>
                {PRACTICE_AREAS.faqs}
              </h2>
              <FaqList faqs={area.faqs} />
            </section>
          )}
        </div>
        <PracticeAreaAside related={related} />
      </div>
    </>
  );
}

export const ErrorBoundary = ({ error }: Route.ErrorBoundaryProps) => (
  <DetailErrorBoundary error={error} missing={MISSING.practiceArea} />
);
