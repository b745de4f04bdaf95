import { CONSENT_LINK_MESSAGES } from "@domain/messages";
import { subscriberTokenSchema } from "@domain/schemas/newsletter";
import { type ConfirmOutcome, confirmSubscription } from "@worker/data/newsletter";
import { data, Link } from "react-router";
import { PageHeader } from "~/components/site/page-header";
import { buttonClass } from "~/components/ui/styles";
import { serverEnv } from "~/lib/env.server";
import { READ_ONLY } from "~/lib/hydration";
import { seo, siteMetaFrom } from "~/lib/seo";
import { NEWSLETTER } from "~/lib/site-text";
import type { Route } from "./+types/newsletter-confirm";

export const handle = READ_ONLY;

const STATUS: Record<ConfirmOutcome, number> = { confirmed: 200, alreadyConfirmed: 200, expired: 410, invalid: 404 };

/** The double opt-in link of the confirmation email: the address becomes a subscriber, once. */
export async function loader({ request }: Route.LoaderArgs) {
  const parsed = subscriberTokenSchema.safeParse({ token: new URL(request.url).searchParams.get("token") });
  const outcome: ConfirmOutcome = parsed.success
    ? await confirmSubscription(serverEnv().db, parsed.data.token)
    : "invalid";
  return data({ outcome }, { status: STATUS[outcome] });
}

const SAYS: Record<ConfirmOutcome, string> = {
  confirmed: NEWSLETTER.confirmed,
  alreadyConfirmed: CONSENT_LINK_MESSAGES.alreadyConfirmed,
  expired: CONSENT_LINK_MESSAGES.expired,
  invalid: NEWSLETTER.badLink,
};

export function meta({ matches, location }: Route.MetaArgs) {
  return seo(siteMetaFrom(matches), {
    title: NEWSLETTER.confirmTitle,
    description: NEWSLETTER.pageIntro,
    path: location.pathname,
    noindex: true,
  });
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { outcome } = loaderData;
  const subscribed = outcome === "confirmed" || outcome === "alreadyConfirmed";
  return (
    <>
      <PageHeader title={subscribed ? NEWSLETTER.confirmTitle : NEWSLETTER.pageTitle} />
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <p role="status" className="text-lg text-slate-700">
          {SAYS[outcome]}
        </p>
        <Link to={subscribed ? "/" : "/newsletter"} className={`${buttonClass("navy")} mt-8`}>
          {subscribed ? NEWSLETTER.back : NEWSLETTER.subscribeAgain}
        </Link>
      </div>
    </>
  );
}
