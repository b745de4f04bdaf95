import { CORE_VALUES, FIRM_FACTS, FIRM_TIMELINE } from "@domain/constants";
import { firmFigures } from "@worker/data/firm-figures";
import Eye from "lucide-react/icons/eye";
import Heart from "lucide-react/icons/heart";
import Quote from "lucide-react/icons/quote";
import Scale from "lucide-react/icons/scale";
import Star from "lucide-react/icons/star";
import Target from "lucide-react/icons/target";
import Users from "lucide-react/icons/users";
import { CtaBand } from "~/components/site/cta-band";
import { Figures } from "~/components/site/figures";
import { HeadedSection, PageHeader } from "~/components/site/page-header";
import { serverEnv } from "~/lib/env.server";
import { READ_ONLY } from "~/lib/hydration";
import { listPageMeta } from "~/lib/list-page-meta";
import { siteMetaFrom } from "~/lib/seo";
import { ABOUT, HOME } from "~/lib/site-text";
import type { Route } from "./+types/about";

export const handle = READ_ONLY;

export async function loader() {
  return { figures: await firmFigures(serverEnv().db) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const site = siteMetaFrom(matches);
  const description = ABOUT.intro(FIRM_FACTS.founded);
  const values = CORE_VALUES.map((value) => ({ name: value.title, description: value.description }));
  return listPageMeta(site, { path: location.pathname, title: ABOUT.title, description, type: "AboutPage" }, values);
}

const valueIcons = [Scale, Users, Star, Heart];

export default function About({ loaderData }: Route.ComponentProps) {
  const facts = [
    [String(FIRM_FACTS.founded), ABOUT.facts.founded],
    [loaderData.figures.casesHandled.toLocaleString("en-US"), ABOUT.facts.cases],
    [String(loaderData.figures.attorneys), ABOUT.facts.attorneys],
    [String(loaderData.figures.practiceAreas), ABOUT.facts.areas],
  ] as const;
  return (
    <>
      <PageHeader title={ABOUT.title} intro={ABOUT.intro(FIRM_FACTS.founded)} />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="grid gap-8 md:grid-cols-2">
          {[
            { id: "mission", title: ABOUT.missionTitle, text: ABOUT.mission, Icon: Target },
            { id: "vision", title: ABOUT.visionTitle, text: ABOUT.vision, Icon: Eye },
          ].map(({ id, title, text, Icon }) => (
            <section
              key={id}
              aria-labelledby={`${id}-heading`}
              className="rounded-lg border border-slate-200 p-8 shadow-sm"
            >
              <Icon aria-hidden="true" className="size-10 text-gold-600" />
              <h2 id={`${id}-heading`} className="mt-4 font-serif text-2xl font-bold text-navy-800">
                {title}
              </h2>
              <p className="mt-3 leading-relaxed text-slate-700">{text}</p>
            </section>
          ))}
        </div>
        <figure className="mx-auto mt-16 max-w-4xl rounded-lg bg-navy-800 p-8 text-center text-white md:p-12">
          <Quote aria-hidden="true" className="mx-auto size-10 text-gold-400" />
          <blockquote className="mt-4 font-serif text-xl leading-relaxed italic md:text-2xl">
            <p>“{ABOUT.quote}”</p>
          </blockquote>
          <figcaption className="mt-6 font-semibold text-gold-400">{ABOUT.quoteBy}</figcaption>
        </figure>
        <Figures
          figures={facts}
          className="mt-16 grid grid-cols-1 gap-6 text-center sm:grid-cols-2 lg:grid-cols-4"
          itemClass="rounded-lg bg-slate-50 p-6"
          labelClass="mt-1 text-slate-700"
          valueClass="font-serif text-4xl font-bold text-navy-800"
        />
      </div>
      <HeadedSection id="values-heading" title={ABOUT.valuesTitle} className="bg-slate-50 py-16">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {CORE_VALUES.map((value, i) => {
            const Icon = valueIcons[i % valueIcons.length] ?? Scale;
            return (
              <li key={value.title} className="rounded-lg bg-white p-6 text-center shadow-sm">
                <Icon aria-hidden="true" className="mx-auto size-10 text-gold-600" />
                <h3 className="mt-4 font-serif text-lg font-bold text-navy-800">{value.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{value.description}</p>
              </li>
            );
          })}
        </ul>
      </HeadedSection>
      <HeadedSection id="timeline-heading" title={ABOUT.timelineTitle} className="py-16" width="max-w-3xl px-4 sm:px-6">
        <ol className="relative space-y-8 border-l-2 border-gold-500 pl-8">
          {FIRM_TIMELINE.map((entry) => (
            <li key={entry.year} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[2.6rem] size-4 rounded-full border-4 border-white bg-navy-800 ring-2 ring-gold-500"
              />
              <p className="font-serif text-2xl font-bold text-navy-800">{entry.year}</p>
              <h3 className="font-semibold text-slate-900">{entry.title}</h3>
              <p className="mt-1 text-slate-700">{entry.description}</p>
            </li>
          ))}
        </ol>
      </HeadedSection>
      <CtaBand texts={HOME} secondary={{ label: HOME.teamTitle, to: "/team" }} />
    </>
  );
}
