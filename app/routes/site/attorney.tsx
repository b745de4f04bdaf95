import { getTeamMember } from "@worker/data/team";
import Mail from "lucide-react/icons/mail";
import { data, Link } from "react-router";
import { AttorneyFacts } from "~/components/site/attorney-facts";
import { DetailErrorBoundary } from "~/components/site/error-boundary";
import { Paragraphs } from "~/components/site/page-header";
import { ProfileSection, TextList } from "~/components/site/profile-section";
import { buttonClass } from "~/components/ui/styles";
import { serverEnv } from "~/lib/env.server";
import { READ_ONLY } from "~/lib/hydration";
import { found, notFoundMeta } from "~/lib/not-found";
import { loadWithPreview, previewHeaders } from "~/lib/preview.server";
import { seo, siteMetaFrom, summarize } from "~/lib/seo";
import { COMMON, MISSING, TEAM } from "~/lib/site-text";
import { redirectFromOldSlug } from "~/lib/slug-redirect.server";
import { personLd } from "~/lib/structured-data";
import type { Route } from "./+types/attorney";

export const handle = READ_ONLY;

export async function loader({ params, request }: Route.LoaderArgs) {
  const shown = await loadWithPreview(
    request,
    "attorney",
    (visibility) => getTeamMember(serverEnv().db, params.id, visibility),
    (member) => member.id,
  );
  if (!shown) await redirectFromOldSlug(request, "attorney", params.id);
  const { item: member, preview } = found(shown);
  const { status: _s, featured: _f, sortOrder: _o, joinDate: _j, createdAt: _c, updatedAt: _u, ...profile } = member;
  return data({ preview, profile }, { headers: previewHeaders(preview) });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const site = siteMetaFrom(matches);
  if (!loaderData) return notFoundMeta(site, MISSING.attorney, location.pathname);
  const { profile } = loaderData;
  return seo(site, {
    title: `${profile.name}, ${profile.role}`,
    description: summarize(profile.bio ?? profile.fullBio ?? profile.name),
    path: location.pathname,
    image: profile.image,
    type: "profile",
    override: profile,
    noindex: loaderData.preview,
    jsonLd: [personLd(site.origin, profile, site.firmName)],
  });
}

export default function Attorney({ loaderData }: Route.ComponentProps) {
  const { profile: p } = loaderData;
  return (
    <>
      <div className="bg-navy-800 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-[16rem_1fr] lg:px-8">
          <img
            src={p.image ?? "/images/team/placeholder.svg"}
            alt={COMMON.portrait(p.name)}
            width={400}
            height={400}
            className="w-48 rounded-lg border-4 border-gold-500 md:w-64"
          />
          <div>
            <h1 className="font-serif text-4xl font-bold md:text-5xl">{p.name}</h1>
            <p className="mt-2 text-xl text-gold-400">{p.role}</p>
            {p.department && <p className="mt-1 text-slate-200">{p.department}</p>}
            {p.bio && <p className="mt-5 max-w-2xl text-lg text-slate-100">{p.bio}</p>}
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/contact" className={buttonClass("gold", "md")}>
                {TEAM.scheduleWith(p.name)}
              </Link>
              {p.email && (
                <a href={`mailto:${p.email}`} className={buttonClass("outlineLight", "md")}>
                  <Mail aria-hidden="true" className="size-4" />
                  {COMMON.email}
                </a>
              )}
            </div>
          </div>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="space-y-12 lg:col-span-2">
          <ProfileSection id="bio-heading" title={TEAM.biography} show={Boolean(p.fullBio || p.bio)}>
            <Paragraphs text={p.fullBio || p.bio || ""} className="text-slate-700" />
          </ProfileSection>
          <ProfileSection id="matters-heading" title={TEAM.recentMatters} show={p.recentCases.length > 0}>
            <div className="space-y-4">
              {p.recentCases.map((m) => (
                <article key={m.title} className="rounded-lg border-l-4 border-gold-500 bg-slate-50 p-5">
                  <h3 className="font-semibold text-navy-800">{m.title}</h3>
                  <p className="mt-2 text-slate-700">{m.description}</p>
                </article>
              ))}
            </div>
          </ProfileSection>
          <ProfileSection id="publications-heading" title={TEAM.publications} show={p.publications.length > 0}>
            <TextList items={p.publications} />
          </ProfileSection>
        </div>
        <AttorneyFacts profile={p} />
      </div>
    </>
  );
}

export const ErrorBoundary = ({ error }: Route.ErrorBoundaryProps) => (
  <DetailErrorBoundary error={error} missing={MISSING.attorney} />
);
