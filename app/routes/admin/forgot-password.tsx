import { ACCOUNT_TEXTS, BUSY_LABELS, TOAST_TITLES } from "@domain/messages";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/admin/button";
import { TextField } from "~/components/admin/fields";
import { SignedOutCard } from "~/components/admin/signed-out-card";
import { useHydrated } from "~/components/ui/use-hydrated";
import { answerOf, client, reasonOf } from "~/lib/admin/api";
import { adminMeta } from "~/lib/admin/meta";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => adminMeta(ACCOUNT_TEXTS.forgotTitle);

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export default function ForgotPassword() {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const hydrated = useHydrated();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      setSent((await answerOf(client.password.forgot.$post({ json: { email } }))).message);
    } catch (error) {
      toast.error(TOAST_TITLES.error, { description: reasonOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SignedOutCard title={ACCOUNT_TEXTS.forgotTitle} lead={ACCOUNT_TEXTS.forgotLead}>
      {sent ? (
        <p role="status" className="mt-6 rounded-md bg-slate-50 p-4 text-sm text-slate-800">
          {sent}
        </p>
      ) : (
        <form method="post" onSubmit={submit} className="mt-6 flex flex-col gap-4">
          <TextField label="Email" type="email" value={email} onChange={setEmail} required autoComplete="username" />
          <Button type="submit" disabled={busy || !hydrated} className="w-full">
            {busy ? BUSY_LABELS.save : ACCOUNT_TEXTS.sendLink}
          </Button>
        </form>
      )}
      <p className="mt-4 text-sm text-slate-700">{ACCOUNT_TEXTS.forgotHelp}</p>
      <p className="mt-4 text-center">
        <Link to="/admin/login" className="text-sm text-navy-700 underline hover:text-navy-900">
          {ACCOUNT_TEXTS.backToSignIn}
        </Link>
      </p>
    </SignedOutCard>
  );
}
