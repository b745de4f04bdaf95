import { FIRM_FACTS, TEAM_FILTERS } from "@domain/constants";
import { slugify } from "@domain/slug";
import { firmFigures } from "@worker/data/firm-figures";
import { listTeamMembers } from "@worker/data/team";
import { Link } from "react-router";
import { Figures } from "~/components/site/figures";
import { PageHeader } from "~/components/site/page-header";
import { TeamDirectoryCard } from "~/components/site/team-card";
import { serverEnv } from "~/lib/env.server";
import { READ_ONLY } from "~/lib/hydration";
import { listAll } from "~/lib/list-all.server";
import { listPageMeta } from "~/lib/list-page-meta";
import { siteMetaFrom } from "~/lib/seo";
import { TEAM } from "~/lib/site-text";
import { toTeamCard } from "~/lib/views";
import type { Route } from "./+types/team";

export const handle = READ_ONLY;

/** A filter's URL value: the department as a slug ("real-estate-law"); none for All Attorneys. */
const filterParam = (department: string | null) => (department ? slugify(department) : null);

export async function loader({ request }: Route.LoaderArgs) {
  const { db } = serverEnv();
  const wanted = new URL(request.url).searchParams.get("department");
  const filter = TEAM_FILTERS.find((f) => f.department && filterParam(f.department) === wanted) ?? TEAM_FILTERS[0];
  const visible = { includeHidden: false };
  const [members, stats] = await Promise.all([
    listAll((page) => listTeamMembers(db, { ...page, ...visible, department: filter.department ?? undefined })),
    firmFigures(db),
  ]);
  return { active: filter.label, members: members.map(toTeamCard), stats };
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const site = siteMetaFrom(matches);
  const entries = (loaderData?.members ?? []).map((member) => ({ path: `/team/${member.id}`, name: member.name }));
  return listPageMeta(site, { path: location.pathname, title: TEAM.title, description: TEAM.intro }, entries);
}

export default function Team({ loaderData }: Route.ComponentProps) {
  const { active, members, stats } = loaderData;
  const figures = [
    [String(stats.attorneys), TEAM.stats.attorneys],
    [`${stats.combinedYears}+`, TEAM.stats.years],
    [String(stats.practiceAreas), TEAM.stats.areas],
    [FIRM_FACTS.satisfaction, TEAM.stats.satisfaction],
  ] as const;
  return (
    <>
      <PageHeader title={TEAM.title} intro={TEAM.intro} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <nav aria-label={TEAM.filterLabel}>
          <ul className="flex flex-wrap justify-center gap-2">
            {TEAM_FILTERS.map((filter) => {
              const param = filterParam(filter.department);
              const current = filter.label === active;
              return (
                <li key={filter.label}>
                  <Link
                    to={param ? `?department=${param}` : "/team"}
                    aria-current={current ? "page" : undefined}
                    className={`inline-block rounded-full border px-4 py-2 text-sm font-medium transition-colors ${
                      current
                        ? "border-navy-800 bg-navy-800 text-white"
                        : "border-slate-300 text-slate-700 hover:border-navy-800 hover:text-navy-800"
                    }`}
                  >
                    {filter.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        {members.length === 0 ? (
          <p className="mt-12 text-center text-slate-600">{TEAM.empty}</p>
        ) : (
          <div className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {members.map((member) => (
              <TeamDirectoryCard key={member.id} member={member} />
            ))}
          </div>
        )}
      </div>
      <section aria-label={TEAM.stats.label} className="bg-navy-800 text-white">
        <Figures
          figures={figures}
          className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-14 text-center sm:px-6 md:grid-cols-4 lg:px-8"
          labelClass="mt-2 text-slate-200"
          valueClass="font-serif text-4xl font-bold text-gold-400"
        />
      </section>
    </>
  );
}
