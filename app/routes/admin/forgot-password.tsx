import { ACCOUNT_TEXTS } from "@domain/messages";
import { useState } from "react";
import { TextField } from "~/components/admin/fields";
import { SignedOutCard } from "~/components/admin/signed-out-card";
import { BackToSignIn, SignedOutForm } from "~/components/admin/signed-out-form";
import { useHydrated } from "~/components/ui/use-hydrated";
import { answerOf, client } from "~/lib/admin/api";
import { adminMeta } from "~/lib/admin/meta";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => adminMeta(ACCOUNT_TEXTS.forgotTitle);

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export default function ForgotPassword() {
  const [email, setEmail] = useState("");
  const hydrated = useHydrated();

  return (
    <SignedOutCard title={ACCOUNT_TEXTS.forgotTitle} lead={ACCOUNT_TEXTS.forgotLead}>
      <SignedOutForm
        send={() => answerOf(client.password.forgot.$post({ json: { email } }))}
        submitLabel={ACCOUNT_TEXTS.sendLink}
        ready={hydrated}
      >
        <TextField label="Email" type="email" value={email} onChange={setEmail} required autoComplete="username" />
      </SignedOutForm>
      <p className="mt-4 text-sm text-slate-700">{ACCOUNT_TEXTS.forgotHelp}</p>
      <BackToSignIn />
    </SignedOutCard>
  );
}
