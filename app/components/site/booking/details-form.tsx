import { type ConsultationMode, MODE_LABELS } from "@domain/booking";
import { CONSENT_FIELDS, CONTACT_LIMITS, EMAIL_MAX } from "@domain/schemas/limits";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { ErrorText, Field } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { HumanCheck, useSiteHumanCheck } from "~/components/ui/human-check";
import { buttonClass } from "~/components/ui/styles";
import { BOOKING_TEXT as T } from "~/lib/booking-text";
import { FORM_DATA } from "~/lib/hydration";
import { CONTACT_TEXT as C } from "~/lib/site-text";

interface DetailsFormProps {
  hold: string;
  zone: string;
  practiceArea: string | null;
  modes: ConsultationMode[];
  consent: { text: string; version: number };
  errors: Record<string, string[] | undefined>;
  values: Record<string, string>;
}

/**
 * The visitor's details for a held time: the contact form's own fields, notice and consent,
 * conflict pre-screen, honeypot and Turnstile, plus how to meet. A plain POST form.
 */
export function DetailsForm({ hold, zone, practiceArea, modes, consent, errors, values }: DetailsFormProps) {
  const humanCheck = useSiteHumanCheck();
  const chosenMode = values.mode ?? modes[0];
  return (
    <form method="post" className="relative grid gap-5 sm:grid-cols-2">
      <input type="hidden" name="hold" value={hold} />
      <input type="hidden" name="timeZone" value={zone} />
      {practiceArea && <input type="hidden" name="practiceArea" value={practiceArea} />}
      <Field id="b-name" label={C.name} errors={errors.name} required>
        {(p) => (
          <input
            {...p}
            name="name"
            required
            maxLength={CONTACT_LIMITS.name}
            autoComplete="name"
            defaultValue={values.name}
          />
        )}
      </Field>
      <Field id="b-email" label={C.emailField} errors={errors.email} required>
        {(p) => (
          <input
            {...p}
            type="email"
            name="email"
            required
            maxLength={EMAIL_MAX}
            autoComplete="email"
            defaultValue={values.email}
          />
        )}
      </Field>
      <Field id="b-phone" label={C.phoneField} errors={errors.phone}>
        {(p) => (
          <input
            {...p}
            type="tel"
            name="phone"
            maxLength={CONTACT_LIMITS.phone}
            autoComplete="tel"
            defaultValue={values.phone}
          />
        )}
      </Field>
      <fieldset className="sm:col-span-2">
        <legend className="mb-1 block text-sm font-medium text-slate-800">{T.mode}</legend>
        <div className="flex flex-wrap gap-4">
          {modes.map((m) => (
            <label key={m} className="flex items-center gap-2 text-slate-800">
              <input type="radio" name="mode" value={m} defaultChecked={m === chosenMode} required />
              {MODE_LABELS[m]}
            </label>
          ))}
        </div>
        <ErrorText id="b-mode-error" errors={errors.mode} />
      </fieldset>
      <Field id="b-message" label={T.message} errors={errors.message} required className="sm:col-span-2">
        {(p) => (
          <textarea
            {...p}
            name="message"
            rows={4}
            required
            maxLength={CONTACT_LIMITS.message}
            defaultValue={values.message}
          />
        )}
      </Field>
      <Field id="b-parties" label={C.otherParties} errors={errors.otherParties} className="sm:col-span-2">
        {(p) => (
          <input
            {...p}
            name="otherParties"
            maxLength={CONTACT_LIMITS.otherParties}
            aria-describedby={[p["aria-describedby"], "b-parties-hint"].filter(Boolean).join(" ")}
            defaultValue={values.otherParties}
          />
        )}
      </Field>
      <p id="b-parties-hint" className="-mt-3 text-sm text-slate-600 sm:col-span-2">
        {C.otherPartiesHint}
      </p>
      <section
        aria-labelledby="b-notice-title"
        className="rounded-md border border-gold-500 bg-amber-50 p-4 sm:col-span-2"
      >
        <h3 id="b-notice-title" className="font-semibold text-navy-800">
          {C.noticeTitle}
        </h3>
        <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{consent.text}</p>
        <input type="hidden" name={CONSENT_FIELDS.consentVersion} value={consent.version} />
        <CheckboxField
          id="b-consent"
          name={CONSENT_FIELDS.consent}
          label={C.consent}
          errors={errors.consent}
          required
          className="mt-3"
        />
      </section>
      <Honeypot formId="booking" />
      <HumanCheck config={humanCheck} />
      <div className="sm:col-span-2">
        <button
          type="submit"
          className={buttonClass("gold", "lg", "w-full sm:w-auto")}
          {...{ [FORM_DATA.busyLabel]: T.confirming }}
        >
          {T.confirm}
        </button>
      </div>
    </form>
  );
}
