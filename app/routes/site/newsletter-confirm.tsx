import { subscriberTokenSchema } from "@domain/schemas/newsletter";
import { confirmSubscription } from "@worker/data/newsletter";
import { data, Link } from "react-router";
import { PageHeader } from "~/components/site/page-header";
import { buttonClass } from "~/components/ui/styles";
import { serverEnv } from "~/lib/env.server";
import { READ_ONLY } from "~/lib/hydration";
import { seo, siteMetaFrom } from "~/lib/seo";
import { NEWSLETTER } from "~/lib/site-text";
import type { Route } from "./+types/newsletter-confirm";

export const handle = READ_ONLY;

/** The double opt-in link of the confirmation email: the address becomes a subscriber. */
export async function loader({ request }: Route.LoaderArgs) {
  const parsed = subscriberTokenSchema.safeParse({ token: new URL(request.url).searchParams.get("token") });
  const confirmed = parsed.success && (await confirmSubscription(serverEnv().db, parsed.data.token));
  return data({ confirmed }, { status: confirmed ? 200 : 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return seo(siteMetaFrom(matches), {
    title: NEWSLETTER.confirmTitle,
    description: NEWSLETTER.pageIntro,
    path: location.pathname,
    noindex: true,
  });
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.confirmed ? NEWSLETTER.confirmTitle : NEWSLETTER.pageTitle} />
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <p role="status" className="text-lg text-slate-700">
          {loaderData.confirmed ? NEWSLETTER.confirmed : NEWSLETTER.badLink}
        </p>
        <Link to="/" className={`${buttonClass("navy")} mt-8`}>
          {NEWSLETTER.back}
        </Link>
      </div>
    </>
  );
}
