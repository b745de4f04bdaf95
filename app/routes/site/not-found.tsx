import { NOT_FOUND } from "@domain/messages";
import { data, isRouteErrorResponse, Link } from "react-router";
import { GeneralErrorBoundary } from "~/components/site/error-boundary";
import { NotFoundPanel } from "~/components/site/not-found";
import { buttonClass } from "~/components/ui/styles";
import { READ_ONLY } from "~/lib/hydration";
import { seo, siteMetaFrom } from "~/lib/seo";
import { COMMON, NOT_FOUND_PAGE } from "~/lib/site-text";
import type { Route } from "./+types/not-found";

export const handle = READ_ONLY;

/**
 * Any other path: a real 404. 'Go Back' needs no script: it links to the page the visitor came
 * from when that was a page of this site, else home.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const referrer = request.headers.get("Referer");
  const from = referrer && URL.canParse(referrer) ? new URL(referrer) : null;
  const back =
    from && from.origin === url.origin && from.pathname !== url.pathname ? `${from.pathname}${from.search}` : "/";
  throw data({ back }, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteMetaFrom(matches), {
    title: NOT_FOUND.page,
    description: NOT_FOUND_PAGE.text,
    path: null,
    noindex: true,
  });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) return <GeneralErrorBoundary error={error} />;
  const wanted = error.data?.back;
  const back = typeof wanted === "string" && /^\/(?!\/)/.test(wanted) ? wanted : "/";
  return (
    <NotFoundPanel title={NOT_FOUND.page} text={NOT_FOUND_PAGE.text}>
      <Link to="/" className={buttonClass("navy", "lg")}>
        {NOT_FOUND_PAGE.goHome}
      </Link>
      <a href={back} className={buttonClass("outline", "lg")}>
        {NOT_FOUND_PAGE.goBack}
      </a>
      <Link to="/contact" className={buttonClass("ghost", "lg")}>
        {COMMON.contactUs}
      </Link>
    </NotFoundPanel>
  );
}
