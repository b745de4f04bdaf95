import { LEGAL_DOCUMENTS } from "@domain/constants";
import { NOT_FOUND } from "@domain/messages";
import { getFirmSettings } from "@worker/data/settings";
import { data } from "react-router";
import { DetailErrorBoundary } from "~/components/site/error-boundary";
import { PageHeader, Paragraphs } from "~/components/site/page-header";
import { serverEnv } from "~/lib/env.server";
import { READ_ONLY } from "~/lib/hydration";
import { seo, siteMetaFrom, summarize } from "~/lib/seo";
import { NOT_FOUND_PAGE } from "~/lib/site-text";
import type { Route } from "./+types/legal";

export const handle = READ_ONLY;

/** The footer's legal links: each renders one legal text the staff keep in the firm settings. */
export async function loader({ params }: Route.LoaderArgs) {
  const document = LEGAL_DOCUMENTS.find((d) => d.slug === params.document);
  if (!document) throw data(null, { status: 404 });
  const settings = await getFirmSettings(serverEnv().db);
  const text = settings?.[document.field] ?? "";
  if (!text.trim()) throw data(null, { status: 404 });
  return { title: document.label, text };
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const site = siteMetaFrom(matches);
  if (!loaderData)
    return seo(site, {
      title: NOT_FOUND.page,
      description: NOT_FOUND_PAGE.text,
      path: location.pathname,
      noindex: true,
    });
  return seo(site, { title: loaderData.title, description: summarize(loaderData.text), path: location.pathname });
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <Paragraphs text={loaderData.text} className="text-lg text-slate-700" />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DetailErrorBoundary
      error={error}
      title={NOT_FOUND.page}
      text={NOT_FOUND_PAGE.text}
      back={{ label: NOT_FOUND_PAGE.goHome, to: "/" }}
    />
  );
}
