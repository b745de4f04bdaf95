import { PAGING } from "@domain/constants";
import { TOASTS } from "@domain/messages";
import { testimonialSubmissionSchema } from "@domain/schemas/testimonial";
import { receiveTestimonial } from "@worker/data/submissions";
import { listTestimonials } from "@worker/data/testimonials";
import { Form, type ShouldRevalidateFunctionArgs, useNavigate, useSearchParams } from "react-router";
import { CtaBand } from "~/components/site/cta-band";
import { PageHeader } from "~/components/site/page-header";
import { TestimonialCard } from "~/components/site/testimonial-card";
import { TestimonialForm } from "~/components/site/testimonial-form";
import { StatusPanel } from "~/components/ui/status-panel";
import { buttonClass } from "~/components/ui/styles";
import { useHydrated } from "~/components/ui/use-hydrated";
import { serverEnv } from "~/lib/env.server";
import { orSample } from "~/lib/fallback.server";
import { actionHeaders, failureOf } from "~/lib/forms";
import { handleSubmission } from "~/lib/forms.server";
import { PROGRESSIVE_FORMS } from "~/lib/hydration";
import { listPageMeta } from "~/lib/list-page-meta";
import { SAMPLE_TESTIMONIALS } from "~/lib/samples";
import { siteMetaFrom } from "~/lib/seo";
import { PRIOR_RESULTS, TESTIMONIALS_TEXT as T } from "~/lib/site-text";
import { testimonialReview } from "~/lib/structured-data";
import { toTestimonialView } from "~/lib/views";
import type { Route } from "./+types/testimonials";

/** The form's open state lives in the URL (?form=open), so the toggle works without JavaScript. */
const FORM_PARAM = "form";

export async function loader() {
  const { value } = await orSample(
    async () => {
      const { items } = await listTestimonials(serverEnv().db, {
        page: 1,
        limit: PAGING.publicTestimonialsLimit,
        includeHidden: false,
      });
      return items.map(toTestimonialView);
    },
    SAMPLE_TESTIMONIALS,
    "testimonials",
  );
  return { testimonials: value };
}

export const handle = PROGRESSIVE_FORMS;

export const headers = actionHeaders;

export const action = ({ request }: Route.ActionArgs) =>
  handleSubmission(request, testimonialSubmissionSchema, receiveTestimonial);

/** Opening or closing the form changes no data: skip the reload then. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(FORM_PARAM);
    return `${url.pathname}?${params}`;
  };
  return strip(currentUrl) !== strip(nextUrl) && defaultShouldRevalidate;
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const site = siteMetaFrom(matches);
  const entries = (loaderData?.testimonials ?? []).map((testimonial) => ({
    name: testimonial.name,
    item: testimonialReview(site.origin, site.firm, testimonial),
  }));
  return listPageMeta(site, { path: location.pathname, title: T.title, description: T.intro }, entries);
}

export default function Testimonials({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const open = params.get(FORM_PARAM) === "open" || (actionData !== undefined && actionData.status !== "success");
  return (
    <>
      <PageHeader title={T.title} intro={T.intro} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {!hydrated && actionData?.status === "success" && (
          <StatusPanel tone="success" className="mb-8" {...TOASTS.testimonialSubmitted} />
        )}
        {!hydrated && (actionData?.status === "failed" || actionData?.status === "invalid") && (
          <StatusPanel tone="error" className="mb-8" {...failureOf(actionData, TOASTS.testimonialFailed)} />
        )}
        {open ? (
          <TestimonialForm
            pageResult={actionData}
            onSubmitted={() => navigate("/testimonials", { replace: true, preventScrollReset: true })}
          />
        ) : (
          <Form method="get" preventScrollReset className="text-center">
            <button type="submit" name={FORM_PARAM} value="open" className={buttonClass("gold", "lg")}>
              {T.open}
            </button>
          </Form>
        )}
        {loaderData.testimonials.length === 0 ? (
          <p className="mt-12 text-center text-slate-600">{T.empty}</p>
        ) : (
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {loaderData.testimonials.map((t) => (
              <li key={t.id}>
                <TestimonialCard testimonial={t} />
              </li>
            ))}
          </ul>
        )}
        {loaderData.testimonials.length > 0 && (
          <p className="mt-8 text-center text-sm text-slate-600 italic">{PRIOR_RESULTS}</p>
        )}
      </div>
      <CtaBand texts={T} secondary={{ label: T.explore, to: "/practice-areas" }} />
    </>
  );
}
