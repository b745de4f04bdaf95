import { renderableHtml } from "@domain/rich-text";
import { cardPath } from "@domain/social-card";
import { areaAttorneys } from "@worker/data/booking/areas";
import { imageFacts } from "@worker/data/media-library";
import { getPracticeAreaBySlug, listRelatedPracticeAreas } from "@worker/data/practice-areas";
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import { data } from "react-router";
import { AreaAttorneys } from "~/components/site/booking/area-attorneys";
import { DescribedImage } from "~/components/site/described-image";
import { DetailErrorBoundary } from "~/components/site/error-boundary";
import { FaqList } from "~/components/site/faq-list";
import { PageHeader } from "~/components/site/page-header";
import { PracticeAreaAside } from "~/components/site/practice-area-aside";
import { RichText } from "~/components/site/rich-text";
import { StoryCards, TitledSection } from "~/components/site/titled-section";
import { loadDetail } from "~/lib/detail.server";
import { serverEnv } from "~/lib/env.server";
import { READ_ONLY } from "~/lib/hydration";
import { notFoundMeta } from "~/lib/not-found";
import { previewHeaders } from "~/lib/preview.server";
import { seo, siteMetaFrom, summarize } from "~/lib/seo";
import { COMMON, MISSING, PRACTICE_AREAS, PRIOR_RESULTS } from "~/lib/site-text";
import { breadcrumbLd, faqPageLd, practiceServiceLd } from "~/lib/structured-data";
import type { Route } from "./+types/practice-area";

export const handle = READ_ONLY;

export async function loader({ params, request }: Route.LoaderArgs) {
  const { db } = serverEnv();
  const { item: area, preview } = await loadDetail(request, "practice-area", params.slug, (visibility) =>
    getPracticeAreaBySlug(db, params.slug, visibility),
  );
  const [related, hero, card, attorneys] = await Promise.all([
    listRelatedPracticeAreas(db, area),
    imageFacts(db, area.heroImage),
    cardPath({ kind: "practice-area", id: String(area.id), row: area }),
    areaAttorneys(db, area.id),
  ]);
  const { slug, title, icon, description, heroImage, services, scenarios, faqs } = area;
  const overview = renderableHtml(area.overviewHtml, area.longDescription || description);
  const seo = { metaTitle: area.metaTitle, metaDescription: area.metaDescription, socialImage: area.socialImage };
  return data(
    {
      preview,
      area: { slug, title, icon, description, heroImage, hero, card, overview, services, scenarios, faqs, seo },
      related,
      attorneys,
    },
    { headers: previewHeaders(preview) },
  );
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const site = siteMetaFrom(matches);
  if (!loaderData) return notFoundMeta(site, MISSING.practiceArea);
  const { area } = loaderData;
  return seo(site, {
    title: area.title,
    description: summarize(area.description),
    path: location.pathname,
    image: area.card,
    override: area.seo,
    noindex: loaderData.preview !== null,
    jsonLd: [
      practiceServiceLd(site.origin, { ...area, image: area.heroImage }, site.firm),
      ...(area.faqs.length ? [faqPageLd(area.faqs)] : []),
      breadcrumbLd(site.origin, [
        { path: "/", name: COMMON.breadcrumbHome },
        { path: "/practice-areas", name: PRACTICE_AREAS.title },
        { path: location.pathname, name: area.title },
      ]),
    ],
  });
}

const h2 = "font-serif text-2xl font-bold text-navy-800 md:text-3xl";

export default function PracticeArea({ loaderData }: Route.ComponentProps) {
  const { area, related, attorneys } = loaderData;
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
          <TitledSection id="overview-heading" title={PRACTICE_AREAS.overview} headingClassName={h2}>
            <RichText html={area.overview} className="mt-5" />
          </TitledSection>
          <AreaAttorneys areaSlug={area.slug} attorneys={attorneys} />
          {area.services.length > 0 && (
            <TitledSection id="services-heading" title={PRACTICE_AREAS.services} headingClassName={h2}>
              <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                {area.services.map((service) => (
                  <li key={service} className="flex gap-3 rounded-md bg-slate-50 p-4 text-slate-800">
                    <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-gold-600" />
                    {service}
                  </li>
                ))}
              </ul>
            </TitledSection>
          )}
          {area.scenarios.length > 0 && (
            <TitledSection id="stories-heading" title={PRACTICE_AREAS.successStories} headingClassName={h2}>
              <StoryCards stories={area.scenarios} className="mt-5" cardClassName="bg-white p-5 shadow-sm" />
              <p className="mt-3 text-sm text-slate-600 italic">{PRIOR_RESULTS}</p>
            </TitledSection>
          )}
          {area.faqs.length > 0 && (
            <TitledSection id="faq-heading" title={PRACTICE_AREAS.faqs} headingClassName={`${h2} mb-5`}>
              <FaqList faqs={area.faqs} />
            </TitledSection>
          )}
        </div>
        <PracticeAreaAside areaSlug={area.slug} related={related} />
      </div>
    </>
  );
}

export const ErrorBoundary = ({ error }: Route.ErrorBoundaryProps) => (
  <DetailErrorBoundary error={error} missing={MISSING.practiceArea} />
);
