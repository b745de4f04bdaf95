import { useEffect, useState } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/site/error-boundary";
import { FormsScript } from "~/components/site/page-scripts";
import type { FirmInfo } from "~/lib/firm";
import { enhancesForms, HYDRATED_ATTRIBUTE, isReadOnly } from "~/lib/hydration";
import { SITE_LAYOUT_ID } from "~/lib/seo";
import type { Route } from "./+types/root";
import "./app.css";

/** The built-in icon, used until staff upload the firm's own in Settings (and in the back office). */
const BUILT_IN_FAVICON = "/favicon.ico";

export function Layout({ children }: { children: React.ReactNode }) {
  const matches = useMatches();
  const favicon = useRouteLoaderData<{ firm?: FirmInfo }>(SITE_LAYOUT_ID)?.firm?.faviconUrl ?? BUILT_IN_FAVICON;
  // Decided once: on the server per request; in the browser a page that hydrated keeps its scripts
  // when it navigates client-side to a read-only page.
  const [withScripts] = useState(() => !matches.some((match) => isReadOnly(match.handle)));
  const withFormsScript = !withScripts && matches.some((match) => enhancesForms(match.handle));
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "true");
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a5f" />
        <link rel="icon" href={favicon} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-800 antialiased">
        {children}
        {withScripts && <ScrollRestoration />}
        {withScripts && <Scripts />}
        {withFormsScript && <FormsScript />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main">
      <GeneralErrorBoundary error={error} />
    </main>
  );
}
