import { ACCOUNT_TEXTS } from "@domain/messages";
import { CardLink } from "./signed-out-card";

/** SPEC's 'Forgot your password?' link, to the page that emails a single-use reset link. */
export function ForgotPassword() {
  return (
    <div className="text-right">
      <CardLink to="/admin/forgot-password">{ACCOUNT_TEXTS.forgotLink}</CardLink>
    </div>
  );
}
