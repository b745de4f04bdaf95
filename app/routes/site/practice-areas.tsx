import { listPracticeAreas } from "@worker/data/practice-areas";
import { AreaCard } from "~/components/site/area-card";
import { CtaBand } from "~/components/site/cta-band";
import { PageHeader } from "~/components/site/page-header";
import { serverEnv } from "~/lib/env.server";
import { READ_ONLY } from "~/lib/hydration";
import { listAll } from "~/lib/list-all.server";
import { listPageMeta } from "~/lib/list-page-meta";
import { siteMetaFrom } from "~/lib/seo";
import { PRACTICE_AREAS } from "~/lib/site-text";
import { toAreaCard } from "~/lib/views";
import type { Route } from "./+types/practice-areas";

export const handle = READ_ONLY;

export async function loader() {
  const { db } = serverEnv();
  const areas = await listAll((page) => listPracticeAreas(db, { ...page, includeHidden: false }));
  return { areas: areas.map(toAreaCard) };
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const site = siteMetaFrom(matches);
  const entries = (loaderData?.areas ?? []).map((area) => ({
    path: `/practice-areas/${area.slug}`,
    name: area.title,
  }));
  return listPageMeta(
    site,
    { path: location.pathname, title: PRACTICE_AREAS.title, description: PRACTICE_AREAS.intro },
    entries,
  );
}

export default function PracticeAreas({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={PRACTICE_AREAS.title} intro={PRACTICE_AREAS.intro} />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {loaderData.areas.map((area) => (
            <AreaCard key={area.slug} area={area} headingLevel="h2" />
          ))}
        </div>
      </div>
      <CtaBand texts={PRACTICE_AREAS} />
    </>
  );
}
