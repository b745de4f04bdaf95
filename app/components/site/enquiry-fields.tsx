import { CONSENT_FIELDS, CONTACT_LIMITS, EMAIL_MAX } from "@domain/schemas/limits";
import type { ReactNode } from "react";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { Field, InputField } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { HumanCheck, useSiteHumanCheck } from "~/components/ui/human-check";
import { CONTACT_TEXT as C } from "~/lib/site-text";

/** Who is asking: the fields every enquiry starts with, and how a browser may fill them in. */
const WHO_FIELDS = [
  { name: "name", label: "name", type: "text", required: true, maxLength: CONTACT_LIMITS.name, autoComplete: "name" },
  { name: "email", label: "emailField", type: "email", required: true, maxLength: EMAIL_MAX, autoComplete: "email" },
  { name: "phone", label: "phoneField", type: "tel", maxLength: CONTACT_LIMITS.phone, autoComplete: "tel" },
] as const;

interface EnquiryFieldsProps {
  /** Prefix of every id ("c" for the contact form, "b" for booking), so two forms never share one. */
  idPrefix: string;
  /** The honeypot's form name. */
  formName: string;
  errors: Record<string, string[] | undefined>;
  values: Record<string, string | undefined>;
  /** The notice the visitor must accept, and its version (stored with the enquiry). */
  consent: { text: string; version: number };
  messageLabel?: string;
  messageRows?: number;
  /** The form's own fields, between the phone and the message. */
  children?: ReactNode;
}

/**
 * What every enquiry asks, the contact form's and booking's alike: who (name, email, phone), the
 * message, the other parties for the conflict pre-screen, the notice and its consent, the honeypot
 * and Turnstile. Grid cells of a two-column form.
 */
export function EnquiryFields({
  idPrefix: p,
  formName,
  errors,
  values,
  consent,
  messageLabel = C.message,
  messageRows = 6,
  children,
}: EnquiryFieldsProps) {
  const humanCheck = useSiteHumanCheck();
  return (
    <>
      {WHO_FIELDS.map(({ name, label, ...input }) => (
        <InputField
          key={name}
          id={`${p}-${name}`}
          name={name}
          label={C[label]}
          errors={errors[name]}
          value={values[name]}
          {...input}
        />
      ))}
      {children}
      <Field id={`${p}-message`} label={messageLabel} errors={errors.message} required className="sm:col-span-2">
        {(f) => (
          <textarea
            {...f}
            name="message"
            rows={messageRows}
            required
            maxLength={CONTACT_LIMITS.message}
            defaultValue={values.message}
          />
        )}
      </Field>
      <Field id={`${p}-parties`} label={C.otherParties} errors={errors.otherParties} className="sm:col-span-2">
        {(f) => (
          <input
            {...f}
            name="otherParties"
            maxLength={CONTACT_LIMITS.otherParties}
            aria-describedby={[f["aria-describedby"], `${p}-parties-hint`].filter(Boolean).join(" ")}
            defaultValue={values.otherParties}
          />
        )}
      </Field>
      <p id={`${p}-parties-hint`} className="-mt-3 text-sm text-slate-600 sm:col-span-2">
        {C.otherPartiesHint}
      </p>
      <section
        aria-labelledby={`${p}-notice-title`}
        className="rounded-md border border-gold-500 bg-amber-50 p-4 sm:col-span-2"
      >
        <h3 id={`${p}-notice-title`} className="font-semibold text-navy-800">
          {C.noticeTitle}
        </h3>
        <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{consent.text}</p>
        <input type="hidden" name={CONSENT_FIELDS.consentVersion} value={consent.version} />
        <CheckboxField
          id={`${p}-consent`}
          name={CONSENT_FIELDS.consent}
          label={C.consent}
          errors={errors.consent}
          required
          className="mt-3"
        />
      </section>
      <Honeypot formId={formName} />
      <HumanCheck config={humanCheck} />
    </>
  );
}
