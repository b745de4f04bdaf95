import { renderableHtml } from "@domain/rich-text";
import { cardPath } from "@domain/social-card";
import { imageFacts } from "@worker/data/media-library";
import { getTeamMember } from "@worker/data/team";
import Mail from "lucide-react/icons/mail";
import { data, Link } from "react-router";
import { AttorneyFacts } from "~/components/site/attorney-facts";
import { DescribedImage } from "~/components/site/described-image";
import { DetailErrorBoundary } from "~/components/site/error-boundary";
import { ProfileSection, TextList } from "~/components/site/profile-section";
import { RichText } from "~/components/site/rich-text";
import { StoryCards } from "~/components/site/titled-section";
import { buttonClass } from "~/components/ui/styles";
import { bookHref, questionHref } from "~/lib/book-link";
import { BOOKING_TEXT } from "~/lib/booking-text";
import { loadDetail } from "~/lib/detail.server";
import { serverEnv } from "~/lib/env.server";
import { READ_ONLY } from "~/lib/hydration";
import { notFoundMeta } from "~/lib/not-found";
import { previewHeaders } from "~/lib/preview.server";
import { seo, siteMetaFrom, summarize } from "~/lib/seo";
import { COMMON, MISSING, TEAM } from "~/lib/site-text";
import { breadcrumbLd, personLd } from "~/lib/structured-data";
import type { Route } from "./+types/attorney";

export const handle = READ_ONLY;

export async function loader({ params, request }: Route.LoaderArgs) {
  const { item: member, preview } = await loadDetail(request, "attorney", params.id, (visibility) =>
    getTeamMember(serverEnv().db, params.id, visibility),
  );
  const {
    status: _s,
    featured: _f,
    sortOrder: _o,
    joinDate: _j,
    createdAt: _c,
    updatedAt: _u,
    fullBioHtml,
    ...profile
  } = member;
  // Empty when there is neither a biography nor a short bio: the section is then left out.
  const biography = renderableHtml(fullBioHtml, profile.fullBio || profile.bio || "");
  const [portrait, card] = await Promise.all([
    imageFacts(serverEnv().db, member.image),
    cardPath({ kind: "attorney", id: member.id, row: member }),
  ]);
  return data({ preview, profile, biography, portrait, card }, { headers: previewHeaders(preview) });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const site = siteMetaFrom(matches);
  if (!loaderData) return notFoundMeta(site, MISSING.attorney);
  const { profile } = loaderData;
  return seo(site, {
    title: `${profile.name}, ${profile.role}`,
    description: summarize(profile.bio ?? profile.fullBio ?? profile.name),
    path: location.pathname,
    image: loaderData.card,
    type: "profile",
    override: profile,
    noindex: loaderData.preview !== null,
    jsonLd: [
      personLd(site.origin, profile, loaderData.card, site.firm),
      breadcrumbLd(site.origin, [
        { path: "/", name: COMMON.breadcrumbHome },
        { path: "/team", name: TEAM.title },
        { path: location.pathname, name: profile.name },
      ]),
    ],
  });
}

export default function Attorney({ loaderData }: Route.ComponentProps) {
  const { profile: p, biography, portrait } = loaderData;
  return (
    <>
      <div className="bg-navy-800 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-[16rem_1fr] lg:px-8">
          <DescribedImage
            src={p.image ?? "/images/team/placeholder.svg"}
            facts={portrait}
            fallbackAlt={COMMON.portrait(p.name)}
            width={400}
            height={400}
            eager
            className="h-auto w-48 rounded-lg border-4 border-gold-500 md:w-64"
          />
          <div>
            <h1 className="font-serif text-4xl font-bold md:text-5xl">{p.name}</h1>
            <p className="mt-2 text-xl text-gold-400">{p.role}</p>
            {p.department && <p className="mt-1 text-slate-200">{p.department}</p>}
            {p.bio && <p className="mt-5 max-w-2xl text-lg text-slate-100">{p.bio}</p>}
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={bookHref({ attorney: p.id })} className={buttonClass("gold", "md")}>
                {BOOKING_TEXT.bookConsultation}
              </a>
              <Link to={questionHref({ attorney: p.id })} className={buttonClass("outlineLight", "md")}>
                {BOOKING_TEXT.sendQuestion}
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
          <ProfileSection id="bio-heading" title={TEAM.biography} show={biography !== ""}>
            <RichText html={biography} />
          </ProfileSection>
          <ProfileSection id="matters-heading" title={TEAM.recentMatters} show={p.recentCases.length > 0}>
            <StoryCards stories={p.recentCases} cardClassName="bg-slate-50 p-5" />
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
