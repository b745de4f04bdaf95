import { NAME_DISPLAYS, OFFERED_SERVICES, RATING } from "@domain/constants";
import { TOASTS } from "@domain/messages";
import { CONSENT_FIELDS, EMAIL_MAX, TESTIMONIAL_LIMITS } from "@domain/schemas/limits";
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { ChoiceField, Field } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { HumanCheck, useSiteHumanCheck } from "~/components/ui/human-check";
import { buttonClass } from "~/components/ui/styles";
import { useResultToast } from "~/components/ui/use-result-toast";
import { type FormResult, fieldErrorsOf, valuesOf } from "~/lib/forms";
import { FORM_DATA } from "~/lib/hydration";
import { TESTIMONIALS_TEXT as T } from "~/lib/site-text";
import { TitledSection } from "./titled-section";

const toastTexts = { success: TOASTS.testimonialSubmitted, failure: TOASTS.testimonialFailed };
const ratings = Array.from({ length: RATING.max - RATING.min + 1 }, (_, i) => RATING.max - i);

interface TestimonialFormProps {
  /** The page's own action answer (a post without JavaScript). */
  pageResult: FormResult | undefined;
  /** Closes the form after a successful submission (SPEC §4). */
  onSubmitted: () => void;
}

/** SPEC §5's testimonial form: posts to this page's action, in place with JavaScript. */
export function TestimonialForm({ pageResult, onSubmitted }: TestimonialFormProps) {
  const fetcher = useFetcher<FormResult>();
  const humanCheck = useSiteHumanCheck();
  const result = fetcher.data ?? pageResult;
  const errors = fieldErrorsOf(result);
  const values = valuesOf(result);
  const busy = fetcher.state !== "idle";
  const onSubmittedRef = useRef(onSubmitted);
  onSubmittedRef.current = onSubmitted;
  useResultToast(fetcher.data, toastTexts);
  useEffect(() => {
    if (fetcher.data?.status === "success") onSubmittedRef.current();
  }, [fetcher.data]);
  return (
    <TitledSection
      id="testimonial-form-heading"
      title={T.formTitle}
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm md:p-8"
      headingClassName="font-serif text-2xl font-bold text-navy-800"
    >
      <fetcher.Form method="post" action="/testimonials" className="relative mt-6 grid gap-5 md:grid-cols-2">
        <Field id="t-name" label={T.name} errors={errors.name} required>
          {(p) => (
            <input
              {...p}
              name="name"
              required
              maxLength={TESTIMONIAL_LIMITS.name}
              autoComplete="name"
              defaultValue={values.name}
            />
          )}
        </Field>
        <Field id="t-email" label={T.email} errors={errors.email}>
          {(p) => (
            <input
              {...p}
              type="email"
              name="email"
              maxLength={EMAIL_MAX}
              autoComplete="email"
              defaultValue={values.email}
            />
          )}
        </Field>
        <ChoiceField
          id="t-service"
          label={T.service}
          errors={errors.service}
          name="service"
          choices={OFFERED_SERVICES}
          placeholder={T.servicePlaceholder}
          value={values.service}
        />
        <Field id="t-rating" label={T.rating} errors={errors.rating} required>
          {(p) => (
            <select {...p} name="rating" required defaultValue={values.rating ?? String(RATING.default)}>
              {ratings.map((n) => (
                <option key={n} value={n}>
                  {T.ratingOption(n)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="t-content" label={T.content} errors={errors.content} required className="md:col-span-2">
          {(p) => (
            <textarea
              {...p}
              name="content"
              rows={5}
              required
              maxLength={TESTIMONIAL_LIMITS.content}
              defaultValue={values.content}
            />
          )}
        </Field>
        <fieldset className="md:col-span-2">
          <legend className="mb-1 block text-sm font-medium text-slate-800">{T.nameDisplay}</legend>
          <div className="flex flex-wrap gap-6">
            {NAME_DISPLAYS.map((choice) => (
              <label key={choice} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="nameDisplay"
                  value={choice}
                  defaultChecked={(values.nameDisplay ?? "full") === choice}
                  className="size-4 accent-navy-800"
                />
                {T.nameDisplayOptions[choice]}
              </label>
            ))}
          </div>
        </fieldset>
        <CheckboxField
          id="t-consent"
          name={CONSENT_FIELDS.publishConsent}
          label={T.publishConsent}
          errors={errors.publishConsent}
          required
          className="md:col-span-2"
        />
        <Honeypot formId="testimonial" />
        <HumanCheck config={humanCheck} />
        <div className="flex flex-wrap gap-3 md:col-span-2">
          <button
            type="submit"
            disabled={busy}
            className={buttonClass("navy", "lg")}
            {...{ [FORM_DATA.busyLabel]: T.submitting }}
          >
            {busy ? T.submitting : T.submit}
          </button>
          <Link to="/testimonials" replace preventScrollReset className={buttonClass("outline", "lg")}>
            {T.cancel}
          </Link>
        </div>
      </fetcher.Form>
    </TitledSection>
  );
}
