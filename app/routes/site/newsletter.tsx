import { newsletterSubscriptionSchema } from "@domain/schemas/newsletter";
import { receiveNewsletterSubscription } from "@worker/data/submissions";
import { NewsletterForm } from "~/components/site/newsletter-form";
import { PageHeader } from "~/components/site/page-header";
import { actionHeaders } from "~/lib/forms";
import { handleSubmission } from "~/lib/forms.server";
import { READ_ONLY } from "~/lib/hydration";
import { seo, siteMetaFrom } from "~/lib/seo";
import { NEWSLETTER } from "~/lib/site-text";
import type { Route } from "./+types/newsletter";

export const handle = READ_ONLY;

/**
 * Every newsletter box posts here. With JavaScript a fetcher reads the answer in place; without
 * it this page shows the outcome (and the form again, with the message, after a failure).
 */
export const headers = actionHeaders;

export const action = ({ request }: Route.ActionArgs) =>
  handleSubmission(request, newsletterSubscriptionSchema, receiveNewsletterSubscription);

export function meta({ matches, location }: Route.MetaArgs) {
  return seo(siteMetaFrom(matches), {
    title: NEWSLETTER.pageTitle,
    description: NEWSLETTER.pageIntro,
    path: location.pathname,
  });
}

export default function Newsletter() {
  return (
    <>
      <PageHeader title={NEWSLETTER.pageTitle} intro={NEWSLETTER.pageIntro} />
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <NewsletterForm id="page" tone="light" showPageResult />
      </div>
    </>
  );
}
