import { TOASTS } from "@domain/messages";
import { EMAIL_MAX } from "@domain/schemas/limits";
import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import { Honeypot } from "~/components/ui/honeypot";
import { HumanCheck, useSiteHumanCheck } from "~/components/ui/human-check";
import { StatusPanel } from "~/components/ui/status-panel";
import { buttonClass, inputClass } from "~/components/ui/styles";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useResultToast } from "~/components/ui/use-result-toast";
import { type FormResult, failureOf, fieldErrorsOf } from "~/lib/forms";
import { FORM_DATA } from "~/lib/hydration";
import { NEWSLETTER } from "~/lib/site-text";

const toastTexts = { success: TOASTS.newsletterCheckInbox, failure: TOASTS.newsletterFailed };

interface NewsletterFormProps {
  /** Distinguishes the boxes of one page (footer, blog) for ids and fetchers. */
  id: string;
  tone?: "light" | "dark";
  /** The /newsletter page shows its own action's answer (a form post without JavaScript). */
  showPageResult?: boolean;
}

/**
 * Subscribes for real: a plain POST to /newsletter that works without JavaScript (read-only pages
 * ship none); with it, a fetcher submits in place and a toast answers.
 */
export function NewsletterForm({ id, tone = "dark", showPageResult = false }: NewsletterFormProps) {
  const fetcher = useFetcher<FormResult>();
  const humanCheck = useSiteHumanCheck();
  const pageResult = useActionData<FormResult>();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? (showPageResult ? pageResult : undefined);
  useResultToast(fetcher.data, toastTexts);
  useEffect(() => {
    if (fetcher.data?.status === "success") formRef.current?.reset();
  }, [fetcher.data]);
  const errors = fieldErrorsOf(result).email;
  const inputId = `${id}-newsletter-email`;
  return (
    <fetcher.Form ref={formRef} method="post" action="/newsletter" className="relative">
      <label htmlFor={inputId} className="sr-only">
        {NEWSLETTER.label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          maxLength={EMAIL_MAX}
          autoComplete="email"
          placeholder={NEWSLETTER.placeholder}
          aria-invalid={errors ? true : undefined}
          aria-describedby={errors ? `${inputId}-error` : undefined}
          className={`${inputClass} ${tone === "dark" ? "border-navy-700" : ""}`}
        />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className={buttonClass("gold", "md", "shrink-0")}
          {...{ [FORM_DATA.busyLabel]: NEWSLETTER.submitting }}
        >
          {fetcher.state === "idle" ? NEWSLETTER.submit : NEWSLETTER.submitting}
        </button>
      </div>
      <Honeypot formId={`${id}-newsletter`} />
      <HumanCheck config={humanCheck} />
      {errors && (
        <p id={`${inputId}-error`} className={`mt-2 text-sm ${tone === "dark" ? "text-red-200" : "text-red-700"}`}>
          {errors.join(" ")}
        </p>
      )}
      {!hydrated && result && (
        <StatusPanel
          className="mt-3"
          tone={result.status === "success" ? "success" : "error"}
          {...(result.status === "success" ? TOASTS.newsletterCheckInbox : failureOf(result, TOASTS.newsletterFailed))}
        />
      )}
    </fetcher.Form>
  );
}
