import { subscriberTokenSchema } from "@domain/schemas/newsletter";
import { unsubscribeByToken } from "@worker/data/newsletter";
import { data, Form, Link } from "react-router";
import { PageHeader } from "~/components/site/page-header";
import { buttonClass } from "~/components/ui/styles";
import { serverEnv } from "~/lib/env.server";
import { READ_ONLY } from "~/lib/hydration";
import { seo, siteMetaFrom } from "~/lib/seo";
import { NEWSLETTER } from "~/lib/site-text";
import type { Route } from "./+types/newsletter-unsubscribe";

export const handle = READ_ONLY;

const tokenOf = (value: unknown) => subscriberTokenSchema.safeParse({ token: value });

/**
 * The unsubscribe link of a newsletter email, opened in a browser: a button, so that link scanners
 * (which only GET) unsubscribe nobody. Mail providers use the one-click POST of the API instead.
 */
export function loader({ request }: Route.LoaderArgs) {
  const parsed = tokenOf(new URL(request.url).searchParams.get("token"));
  return data({ token: parsed.success ? parsed.data.token : null }, { status: parsed.success ? 200 : 404 });
}

/** 400 for a token that is not one (a mangled link), 404 for one no subscriber holds. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = tokenOf((await request.formData().catch(() => new FormData())).get("token"));
  if (!parsed.success) return data({ done: false }, { status: 400 });
  const done = await unsubscribeByToken(serverEnv().db, parsed.data.token);
  return data({ done }, { status: done ? 200 : 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return seo(siteMetaFrom(matches), {
    title: NEWSLETTER.unsubscribeTitle,
    description: NEWSLETTER.pageIntro,
    path: location.pathname,
    noindex: true,
  });
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const message = actionData ? (actionData.done ? NEWSLETTER.unsubscribed : NEWSLETTER.badLink) : null;
  return (
    <>
      <PageHeader title={NEWSLETTER.unsubscribeTitle} />
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        {message ? (
          <p role="status" className="text-lg text-slate-700">
            {message}
          </p>
        ) : loaderData.token ? (
          <Form method="post">
            <p className="text-lg text-slate-700">{NEWSLETTER.unsubscribeIntro}</p>
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" className={`${buttonClass("navy")} mt-6`}>
              {NEWSLETTER.unsubscribeButton}
            </button>
          </Form>
        ) : (
          <p className="text-lg text-slate-700">{NEWSLETTER.badLink}</p>
        )}
        <Link to="/" className={`${buttonClass("outline")} mt-8`}>
          {NEWSLETTER.back}
        </Link>
      </div>
    </>
  );
}
