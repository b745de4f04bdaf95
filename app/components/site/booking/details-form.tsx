import { type ConsultationMode, MODE_LABELS } from "@domain/booking";
import { ErrorText } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/styles";
import { BOOKING_TEXT as T } from "~/lib/booking-text";
import { FORM_DATA } from "~/lib/hydration";
import { EnquiryFields } from "../enquiry-fields";

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
  const chosenMode = values.mode ?? modes[0];
  return (
    <form method="post" className="relative grid gap-5 sm:grid-cols-2">
      <input type="hidden" name="hold" value={hold} />
      <input type="hidden" name="timeZone" value={zone} />
      {practiceArea && <input type="hidden" name="practiceArea" value={practiceArea} />}
      <EnquiryFields
        idPrefix="b"
        formName="booking"
        errors={errors}
        values={values}
        consent={consent}
        messageLabel={T.message}
        messageRows={4}
      >
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
      </EnquiryFields>
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
