import { yearsInPractice } from "@domain/constants";
import { type FirmFigures, firmFigures } from "@worker/data/firm-figures";
import { readHomeFeatures } from "@worker/data/home";
import { Link } from "react-router";
import { AreaCard } from "~/components/site/area-card";
import { CtaBand } from "~/components/site/cta-band";
import { HeroVisual } from "~/components/site/hero-visual";
import { HeadedSection } from "~/components/site/page-header";
import { TeamTeaser } from "~/components/site/team-card";
import { TestimonialCard } from "~/components/site/testimonial-card";
import { buttonClass } from "~/components/ui/styles";
import { bookHref } from "~/lib/book-link";
import { serverEnv } from "~/lib/env.server";
import { orSample } from "~/lib/fallback.server";
import { READ_ONLY } from "~/lib/hydration";
import { SAMPLE_AREAS, SAMPLE_TEAM, SAMPLE_TESTIMONIALS } from "~/lib/samples";
import { COMMON, HOME, PRIOR_RESULTS } from "~/lib/site-text";
import { firmPageMeta } from "~/lib/structured-data";
import { toAreaCard, toTeamCard, toTestimonialView } from "~/lib/views";
import type { Route } from "./+types/home";

export const handle = READ_ONLY;

/** SPEC §4: the featured lists load together; sample content stays where the server has none. */
export async function loader() {
  const { value } = await orSample(
    async () => {
      const { db } = serverEnv();
      const [{ areas, team, testimonials }, figures] = await Promise.all([readHomeFeatures(db), firmFigures(db)]);
      return {
        figures: figures as FirmFigures | null,
        areas: areas.length ? areas.map(toAreaCard) : SAMPLE_AREAS,
        team: team.length ? team.map(toTeamCard) : SAMPLE_TEAM,
        testimonials: testimonials.length ? testimonials.map(toTestimonialView) : SAMPLE_TESTIMONIALS.slice(0, 2),
      };
    },
    { figures: null, areas: SAMPLE_AREAS, team: SAMPLE_TEAM, testimonials: SAMPLE_TESTIMONIALS.slice(0, 2) },
    "featured content",
  );
  return value;
}

export function meta(args: Route.MetaArgs) {
  return firmPageMeta(args, (site) => ({ title: site.firmName, description: HOME.metaDescription }));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { areas, team, testimonials, figures } = loaderData;
  const years = yearsInPractice();
  return (
    <>
      <section className="relative overflow-hidden bg-navy-900 text-white">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-5 lg:px-8">
          <div className="lg:col-span-3">
            <p className="font-semibold tracking-wide text-gold-400 uppercase">{HOME.eyebrow(years)}</p>
            <h1 className="mt-4 font-serif text-4xl leading-tight font-bold md:text-6xl">{HOME.title}</h1>
            <p className="mt-6 max-w-2xl text-lg text-slate-200">{HOME.intro(years)}</p>
            <div className="mt-10 flex flex-col gap-4 sm:flex-row">
              <Link reloadDocument to={bookHref()} className={buttonClass("gold", "lg")}>
                {COMMON.scheduleConsultation}
              </Link>
              <Link to="/practice-areas" className={buttonClass("outlineLight", "lg")}>
                {HOME.exploreServices}
              </Link>
            </div>
          </div>
          <HeroVisual team={team} figures={figures} />
        </div>
      </section>

      <HeadedSection id="areas-heading" title={HOME.areasTitle} intro={HOME.areasIntro} className="bg-slate-50 py-20">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {areas.map((area) => (
            <AreaCard key={area.slug} area={{ ...area, features: [] }} />
          ))}
        </div>
      </HeadedSection>

      <HeadedSection id="team-heading" title={HOME.teamTitle} intro={HOME.teamIntro} className="py-20">
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {team.map((member) => (
            <TeamTeaser key={member.id} member={member} />
          ))}
        </div>
      </HeadedSection>

      <HeadedSection id="testimonials-heading" title={HOME.testimonialsTitle} className="bg-slate-50 py-20">
        <div className="grid gap-6 md:grid-cols-2">
          {testimonials.map((t) => (
            <TestimonialCard key={t.id} testimonial={t} />
          ))}
        </div>
        <p className="mt-6 text-center text-sm text-slate-600 italic">{PRIOR_RESULTS}</p>
        <div className="mt-10 text-center">
          <Link to="/testimonials" className={buttonClass("outline", "lg")}>
            {HOME.viewAllTestimonials}
          </Link>
        </div>
      </HeadedSection>

      <CtaBand texts={HOME} secondary={{ label: HOME.learnMoreAboutUs, to: "/about" }} />
    </>
  );
}
