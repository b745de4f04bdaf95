import { ADMIN_TEXTS } from "@domain/messages";
import { useState } from "react";

/** SPEC's 'Forgot your password?' link; here it says how a password is reset instead of doing nothing. */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  return (
    <div className="text-right">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="text-sm text-navy-700 underline hover:text-navy-900"
      >
        Forgot your password?
      </button>
      {open && <p className="mt-2 text-left text-sm text-slate-700">{ADMIN_TEXTS.forgotPassword}</p>}
    </div>
  );
}
