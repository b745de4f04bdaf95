import { pageSeoByPath } from "@worker/data/page-seo";
import { getFirmSettings } from "@worker/data/settings";
import { Outlet } from "react-router";
import { Toaster } from "sonner";
import { SiteFooter } from "~/components/site/footer";
import { SiteHeader } from "~/components/site/header";
import { AttributionScript, SpeculationRules, TurnstileScript } from "~/components/site/page-scripts";
import { PreviewBanner } from "~/components/site/preview-banner";
import { serverEnv } from "~/lib/env.server";
import { orSample } from "~/lib/fallback.server";
import { FALLBACK_FIRM, toFirmInfo } from "~/lib/firm";
import { humanCheckConfig } from "~/lib/human-check.server";
import { BLOG_TEXT, COMMON } from "~/lib/site-text";
import type { Route } from "./+types/layout";

export async function loader(_: Route.LoaderArgs) {
  const { value: firm } = await orSample(
    async () => {
      const settings = await getFirmSettings(serverEnv().db);
      return settings ? toFirmInfo(settings) : FALLBACK_FIRM;
    },
    FALLBACK_FIRM,
    "firm settings",
  );
  const { value: pageSeo } = await orSample(() => pageSeoByPath(serverEnv().db), {}, "page SEO");
  return {
    // Canonical URLs and JSON-LD name PUBLIC_ORIGIN, never the request's Host (issue 28).
    origin: serverEnv().publicOrigin,
    firmName: firm.firmName,
    firm,
    pageSeo,
    year: new Date().getUTCFullYear(),
    humanCheck: humanCheckConfig(),
  };
}

/** The firm's palette with text contrast of at least 4.5:1 (sonner's rich colours fall short). */
const TOAST_CLASSES = {
  toast: "border-slate-300! bg-white! text-slate-900! shadow-lg!",
  title: "font-semibold!",
  description: "text-slate-700!",
  success: "border-l-4! border-l-green-700!",
  error: "border-l-4! border-l-red-700! bg-red-50! text-red-900!",
};

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", href: "/rss.xml", title: BLOG_TEXT.title },
];

// The firm's details do not change with a visitor's navigation or form posts.
export const shouldRevalidate = () => false;

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-gold-500 px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {COMMON.skipLink}
      </a>
      <PreviewBanner />
      <SiteHeader firmName={loaderData.firmName} logoUrl={loaderData.firm.logoUrl} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter firm={loaderData.firm} year={loaderData.year} />
      <SpeculationRules />
      <AttributionScript />
      {/* After every widget on the page, which Turnstile's script renders once loaded. */}
      {loaderData.humanCheck && <TurnstileScript />}
      <Toaster position="top-right" closeButton toastOptions={{ classNames: TOAST_CLASSES }} />
    </>
  );
}
