import { ACCOUNT_TEXTS, BUSY_LABELS, TOAST_TITLES } from "@domain/messages";
import { type FormEvent, useEffect, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/admin/button";
import { TextField } from "~/components/admin/fields";
import { SignedOutCard } from "~/components/admin/signed-out-card";
import { answerOf, client, reasonOf } from "~/lib/admin/api";
import { adminMeta } from "~/lib/admin/meta";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => adminMeta(ACCOUNT_TEXTS.resetTitle);

/** The emailed link's page: the token rides in the fragment (#token=…), which no server ever sees. */
export default function ResetPassword() {
  const [token, setToken] = useState<string | null>(null);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    setToken(new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "");
    // The token leaves the address bar (and the history entry) as soon as it is read.
    window.history.replaceState(null, "", window.location.pathname);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      setDone((await answerOf(client.password.reset.$post({ json: { token: token ?? "", password } }))).message);
    } catch (error) {
      toast.error(TOAST_TITLES.error, { description: reasonOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SignedOutCard title={ACCOUNT_TEXTS.resetTitle} lead={ACCOUNT_TEXTS.resetLead}>
      {done ? (
        <p role="status" className="mt-6 rounded-md bg-slate-50 p-4 text-sm text-slate-800">
          {done}
        </p>
      ) : (
        <form method="post" onSubmit={submit} className="mt-6 flex flex-col gap-4">
          <TextField
            label="New password"
            type="password"
            value={password}
            onChange={setPassword}
            required
            autoComplete="new-password"
          />
          <Button type="submit" disabled={busy || token === null} className="w-full">
            {busy ? BUSY_LABELS.save : ACCOUNT_TEXTS.setPassword}
          </Button>
        </form>
      )}
      <p className="mt-4 text-center">
        <Link to="/admin/login" className="text-sm text-navy-700 underline hover:text-navy-900">
          {ACCOUNT_TEXTS.backToSignIn}
        </Link>
      </p>
    </SignedOutCard>
  );
}
