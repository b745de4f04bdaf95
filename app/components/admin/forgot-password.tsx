import { ACCOUNT_TEXTS } from "@domain/messages";
import { Link } from "react-router";

/** SPEC's 'Forgot your password?' link, to the page that emails a single-use reset link. */
export function ForgotPassword() {
  return (
    <div className="text-right">
      <Link to="/admin/forgot-password" className="text-sm text-navy-700 underline hover:text-navy-900">
        {ACCOUNT_TEXTS.forgotLink}
      </Link>
    </div>
  );
}
