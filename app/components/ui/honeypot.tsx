import { HONEYPOT_FIELD } from "@domain/schemas/limits";
import { COMMON } from "~/lib/site-text";

/** The bot trap of every public form: off-screen, out of the tab order and hidden from assistive technology. */
export function Honeypot({ formId }: { formId: string }) {
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{COMMON.honeypot}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
