import { LEGAL_DOCUMENTS } from "@domain/constants";
import { fillPlaceholders } from "@domain/legal-text";
import { formatDateInZone } from "@domain/time-format";
import { getFirmSettings } from "@worker/data/settings";
import { DetailErrorBoundary } from "~/components/site/error-boundary";
import { PageHeader, Paragraphs } from "~/components/site/page-header";
import { serverEnv } from "~/lib/env.server";
import { READ_ONLY } from "~/lib/hydration";
import { found, notFoundMeta } from "~/lib/not-found";
import { seo, siteMetaFrom, summarize } from "~/lib/seo";
import { LEGAL_TEXT, MISSING } from "~/lib/site-text";
import type { Route } from "./+types/legal";

export const handle = READ_ONLY;

/** The footer's legal links: each renders one legal text the staff keep in the firm settings. */
export async function loader({ params }: Route.LoaderArgs) {
  const document = found(LEGAL_DOCUMENTS.find((d) => d.slug === params.document));
  const settings = await getFirmSettings(serverEnv().db);
  // A text staff left blank is no page at all.
  const text = found(settings?.[document.field]?.trim() ? settings : null);
  const updated = text.legalUpdated[document.field];
  return {
    title: document.label,
    text: fillPlaceholders(text[document.field], text),
    lastUpdated: updated ? formatDateInZone(updated, text.timeZone) : null,
  };
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const site = siteMetaFrom(matches);
  if (!loaderData) return notFoundMeta(site, MISSING.page);
  return seo(site, { title: loaderData.title, description: summarize(loaderData.text), path: location.pathname });
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {loaderData.lastUpdated && (
          <p className="mb-8 text-sm text-slate-600">{LEGAL_TEXT.lastUpdated(loaderData.lastUpdated)}</p>
        )}
        <Paragraphs text={loaderData.text} className="text-lg text-slate-700" />
      </div>
    </>
  );
}

export const ErrorBoundary = ({ error }: Route.ErrorBoundaryProps) => (
  <DetailErrorBoundary error={error} missing={MISSING.page} />
);
