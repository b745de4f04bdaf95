import { ADMIN_LOGIN_PATH } from "@domain/constants";
import { ACCOUNT_MESSAGES, STAFF_MESSAGES } from "@domain/messages";
import { type InvitationPreview, newPasswordField } from "@domain/schemas/staff";
import KeyRound from "lucide-react/icons/key-round";
import { type FormEvent, useEffect, useState } from "react";
import { Link } from "react-router";
import { NewPasswordFields } from "~/components/admin/account/new-password-fields";
import { Button } from "~/components/admin/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { ApiCallError, answerOf, client } from "~/lib/admin/api";
import { adminMeta } from "~/lib/admin/meta";
import { INVITATION_PAGE as T } from "~/lib/admin/staff-text";
import { useWrite } from "~/lib/admin/use-write";
import type { Route } from "./+types/invitation";

export const meta: Route.MetaFunction = () => adminMeta(T.title);

/** The token rides in the link's fragment (#token=…): it never reaches a server log or a Referer. */
const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, "")).get("token");

/** The invitee sets a password from the one-time link; the account exists from then on. */
export default function Invitation() {
  const hydrated = useHydrated();
  const [token, setToken] = useState<string | null>(null);
  // undefined: not checked yet; null: the link cannot be used.
  const [invitation, setInvitation] = useState<InvitationPreview | null | undefined>(undefined);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { busy, send } = useWrite();

  useEffect(() => {
    const fromLink = tokenOf(window.location.hash);
    setToken(fromLink);
    if (!fromLink) return setInvitation(null);
    // The server says whether the link can be used, and for whom, before any password is typed.
    client.invitations.check
      .$post({ json: { token: fromLink } })
      .then((answer) => answer.json())
      .then((answer) => setInvitation("email" in answer ? answer : null))
      .catch(() => setInvitation(null));
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = newPasswordField.safeParse(password);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? ACCOUNT_MESSAGES.passwordMismatch);
    if (password !== confirm) return setError(ACCOUNT_MESSAGES.passwordMismatch);
    if (!token) return setError(T.missingToken);
    const result = await send(
      () => answerOf(client.invitations.accept.$post({ json: { token, password, confirmPassword: confirm } })),
      // A failure is said under the form, not in a toast.
      { failed: () => undefined, after: (answer) => setDone(answer.email) },
    );
    if (result.ok) return setError(null);
    // The API's own words: a field message (a common password) or the invitation's problem.
    const { error: failure } = result;
    setError((failure instanceof ApiCallError ? failure.reason : undefined) ?? STAFF_MESSAGES.invitationUnusable);
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex flex-col items-center gap-2 text-center">
          <KeyRound aria-hidden="true" className="size-10 text-gold-600" />
          <h1 className="font-serif text-2xl text-navy-800">{T.title}</h1>
          <p className="text-sm text-slate-600">{T.intro}</p>
        </div>
        {invitation === undefined && !done ? (
          <p role="status" className="mt-6 text-center text-sm text-slate-600">
            {T.checking}
          </p>
        ) : invitation === null && !done ? (
          <div role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-4 text-center">
            <p className="font-medium text-red-900">{T.invalidTitle}</p>
            <p className="mt-1 text-sm text-red-800">{STAFF_MESSAGES.invitationUnusable}</p>
            <Link to={ADMIN_LOGIN_PATH} className="mt-3 inline-block text-sm text-navy-700 underline">
              {T.signIn}
            </Link>
          </div>
        ) : done ? (
          <div role="status" className="mt-6 text-center">
            <p className="text-sm text-slate-800">{STAFF_MESSAGES.passwordSet}</p>
            <p className="mt-1 text-sm font-medium text-slate-900">{done}</p>
            <Link to={ADMIN_LOGIN_PATH} className="mt-4 inline-block text-navy-700 underline">
              {T.signIn}
            </Link>
          </div>
        ) : (
          <form method="post" onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4">
            {invitation && (
              <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
                <p>{T.settingUp(invitation.firmName)}</p>
                <p className="mt-1 font-medium break-all text-slate-900" data-invitation-email>
                  {invitation.email}
                </p>
              </div>
            )}
            <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
            {error && (
              <p role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
            <Button type="submit" disabled={busy || !hydrated} className="w-full">
              {busy ? T.busy : T.submit}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
