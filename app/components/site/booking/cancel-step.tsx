import { ErrorText } from "~/components/ui/field";
import { buttonClass, inputClass } from "~/components/ui/styles";
import { BOOKING_TEXT as T } from "~/lib/booking-text";
import { FORM_DATA } from "~/lib/hydration";

/** The manage page's anchor for the cancel step (the link to it lands there, with or without JavaScript). */
export const CANCEL_ANCHOR = "cancel";

/**
 * Cancelling asks once: the page's "Cancel this consultation" is a link to this step, and only its
 * form cancels, with an optional reason. "Keep my consultation" goes back without changing anything.
 */
export function CancelStep({ action, keepHref, errors }: { action: string; keepHref: string; errors?: string[] }) {
  return (
    <section
      id={CANCEL_ANCHOR}
      aria-labelledby="cancel-heading"
      className="scroll-mt-20 rounded-lg border border-red-200 bg-red-50 p-5"
    >
      <h2 id="cancel-heading" className="font-serif text-2xl font-bold text-navy-800">
        {T.cancelQuestion}
      </h2>
      <p className="mt-2 text-slate-800">{T.cancelExplain}</p>
      {/* Posted without the page's #cancel: the result page opens at its top. */}
      <form method="post" action={action} className="mt-4 grid gap-4">
        <input type="hidden" name="intent" value="cancel" />
        <div>
          <label htmlFor="cancel-reason" className="mb-1 block text-sm font-medium text-slate-800">
            {T.cancelReason}
          </label>
          <textarea
            id="cancel-reason"
            name="reason"
            rows={3}
            maxLength={1000}
            className={inputClass}
            aria-invalid={errors?.length ? true : undefined}
            aria-describedby={errors?.length ? "cancel-reason-error" : undefined}
          />
          <ErrorText id="cancel-reason-error" errors={errors} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass("navy", "md")} {...{ [FORM_DATA.busyLabel]: T.cancelling }}>
            {T.cancelConfirm}
          </button>
          <a href={keepHref} className={buttonClass("outline", "md")}>
            {T.keep}
          </a>
        </div>
      </form>
    </section>
  );
}
