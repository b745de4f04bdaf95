import { CONTACT_CONFIRMATION_MS } from "@domain/constants";
import { TOASTS } from "@domain/messages";
import { CONTACT_LIMITS } from "@domain/schemas/limits";
import { useEffect, useMemo, useState } from "react";
import { useFetcher } from "react-router";
import { EnquiryFields } from "~/components/site/enquiry-fields";
import { ChoiceField, Field } from "~/components/ui/field";
import { StatusPanel } from "~/components/ui/status-panel";
import { buttonClass } from "~/components/ui/styles";
import { useResultToast } from "~/components/ui/use-result-toast";
import { type FormResult, failureOf, fieldErrorsOf, valuesOf } from "~/lib/forms";
import { FORM_DATA } from "~/lib/hydration";
import { CONTACT_TEXT as C } from "~/lib/site-text";

const CONTACT_FORM_ID = "contact-form";

/**
 * SPEC §5's contact form. 'Sending...' while busy; on success a confirmation for 3 seconds, then
 * the form returns with cleared fields (a fresh key). Without JavaScript the page's own answer
 * shows the confirmation above a cleared form.
 */
export function ContactForm({
  pageResult,
  consent,
  prefill = {},
  areaChoices,
  promise,
}: {
  pageResult: FormResult | undefined;
  /** The firm's response-time promise (Settings), completing the success message. */
  promise: string;
  /** The notice the visitor must accept, and its version (stored with the enquiry). */
  consent: { text: string; version: number };
  /** Values the page was opened with (an attorney's or a practice area's page). */
  prefill?: Record<string, string>;
  /** Every published practice area in the Practice Areas page's order, then "Other". */
  areaChoices: readonly string[];
}) {
  const fetcher = useFetcher<FormResult>();
  const [confirming, setConfirming] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const sent = useMemo(() => TOASTS.contactSentWith(promise), [promise]);
  const toastTexts = useMemo(() => ({ success: sent, failure: TOASTS.contactFailed }), [sent]);
  useResultToast(fetcher.data, toastTexts);
  useEffect(() => {
    if (fetcher.data?.status !== "success") return;
    setConfirming(true);
    const timer = setTimeout(() => {
      setConfirming(false);
      setFormKey((k) => k + 1);
    }, CONTACT_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [fetcher.data]);

  if (confirming) return <StatusPanel tone="success" {...sent} />;
  // A success carries no values, so the remounted form (new key) comes back empty.
  const result = fetcher.data ?? pageResult;
  const errors = fieldErrorsOf(result);
  const values = { ...prefill, ...valuesOf(result) };
  const busy = fetcher.state !== "idle";
  return (
    <>
      {!fetcher.data && pageResult?.status === "success" && (
        <div {...{ [FORM_DATA.dismissAfter]: CONTACT_CONFIRMATION_MS, [FORM_DATA.hides]: CONTACT_FORM_ID }}>
          <StatusPanel tone="success" className="mb-6" {...sent} />
        </div>
      )}
      {!fetcher.data && (pageResult?.status === "failed" || pageResult?.status === "invalid") && (
        <StatusPanel tone="error" className="mb-6" {...failureOf(pageResult, TOASTS.contactFailed)} />
      )}
      <fetcher.Form
        key={formKey}
        id={CONTACT_FORM_ID}
        method="post"
        action="/contact"
        className="relative grid gap-5 sm:grid-cols-2"
      >
        <EnquiryFields idPrefix="c" formName="contact" errors={errors} values={values} consent={consent}>
          <ChoiceField
            id="c-area"
            label={C.practiceArea}
            errors={errors.practiceArea}
            name="practiceArea"
            choices={areaChoices}
            placeholder={C.practiceAreaPlaceholder}
            value={values.practiceArea}
          />
          <Field id="c-subject" label={C.subject} errors={errors.subject} required className="sm:col-span-2">
            {(p) => (
              <input {...p} name="subject" required maxLength={CONTACT_LIMITS.subject} defaultValue={values.subject} />
            )}
          </Field>
        </EnquiryFields>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={busy}
            className={buttonClass("navy", "lg", "w-full sm:w-auto")}
            {...{ [FORM_DATA.busyLabel]: C.submitting }}
          >
            {busy ? C.submitting : C.submit}
          </button>
        </div>
      </fetcher.Form>
    </>
  );
}
