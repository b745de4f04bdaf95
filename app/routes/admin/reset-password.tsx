import { ACCOUNT_TEXTS } from "@domain/messages";
import { useEffect, useState } from "react";
import { NewPasswordFields } from "~/components/admin/account/new-password-fields";
import { SignedOutCard } from "~/components/admin/signed-out-card";
import { BackToSignIn, SignedOutForm } from "~/components/admin/signed-out-form";
import { answerOf, client } from "~/lib/admin/api";
import { adminMeta } from "~/lib/admin/meta";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => adminMeta(ACCOUNT_TEXTS.resetTitle);

/** The emailed link's page: the token rides in the fragment (#token=…), which no server ever sees. */
export default function ResetPassword() {
  const [token, setToken] = useState<string | null>(null);
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirm] = useState("");

  useEffect(() => {
    setToken(new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "");
    // The token leaves the address bar (and the history entry) as soon as it is read.
    window.history.replaceState(null, "", window.location.pathname);
  }, []);

  return (
    <SignedOutCard title={ACCOUNT_TEXTS.resetTitle} lead={ACCOUNT_TEXTS.resetLead}>
      <SignedOutForm
        send={() => answerOf(client.password.reset.$post({ json: { token: token ?? "", password, confirmPassword } }))}
        submitLabel={ACCOUNT_TEXTS.setPassword}
        ready={token !== null}
      >
        <NewPasswordFields
          password={password}
          confirm={confirmPassword}
          onPassword={setPassword}
          onConfirm={setConfirm}
        />
      </SignedOutForm>
      <BackToSignIn />
    </SignedOutCard>
  );
}
