import { DEMO_ADMIN } from "@domain/demo";
import { BUSY_LABELS } from "@domain/messages";
import { demoPasswordWorks } from "@worker/data/demo-password";
import { type FormEvent, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "~/components/admin/button";
import { TextField } from "~/components/admin/fields";
import { ForgotPassword } from "~/components/admin/forgot-password";
import { PasskeySignIn } from "~/components/admin/passkey-sign-in";
import { SignInCode } from "~/components/admin/sign-in-code";
import { SignedOutCard } from "~/components/admin/signed-out-card";
import { HumanCheck, humanCheckToken } from "~/components/ui/human-check";
import { useHydrated } from "~/components/ui/use-hydrated";
import { type SignInStep, signIn, signInOutcome } from "~/lib/admin/login";
import { adminMeta } from "~/lib/admin/meta";
import { safeRedirect } from "~/lib/admin/redirect";
import { useWrite } from "~/lib/admin/use-write";
import { serverEnv } from "~/lib/env.server";
import { humanCheckConfig } from "~/lib/human-check.server";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => adminMeta("Sign in");

/** The demo credentials reach the browser only in demo mode, and only while they still sign in (DESIGN §5). */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    demo: (await demoPasswordWorks(serverEnv())) ? { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } : null,
    humanCheck: humanCheckConfig(context),
  };
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { busy, send } = useWrite();
  const [pendingToken, setPendingToken] = useState<string | null>(null);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);

  function follow(step: SignInStep) {
    if (step.kind === "signed-in") navigate(safeRedirect(params.get("redirectTo")), { replace: true });
    if (step.kind === "code") setPendingToken(step.pendingToken);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const token = humanCheckToken(event.currentTarget as HTMLFormElement);
    send(() => signIn(email, password, token), { ...signInOutcome(), after: follow });
  }

  if (pendingToken) {
    return (
      <SignedOutCard title="Admin Login" lead="Enter the code from your authenticator app">
        <SignInCode pendingToken={pendingToken} onDone={follow} />
      </SignedOutCard>
    );
  }

  return (
    <SignedOutCard title="Admin Login" lead="Sign in to manage the firm's website">
      {/* POST, so a submit before hydration never puts the password in the address bar. */}
      <form ref={form} method="post" onSubmit={submit} className="mt-6 flex flex-col gap-4">
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={setEmail}
          required
          autoComplete="email webauthn"
        />
        <TextField
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
          required
          autoComplete="current-password"
        />
        <HumanCheck config={loaderData.humanCheck} />
        <ForgotPassword />
        <Button type="submit" disabled={busy || !hydrated} className="w-full">
          {busy ? BUSY_LABELS.signIn : "Sign in"}
        </Button>
      </form>
      <PasskeySignIn onDone={follow} humanCheck={() => (form.current ? humanCheckToken(form.current) : null)} />
      {loaderData.demo && (
        <section
          aria-label="Demo credentials"
          className="mt-6 rounded-md border border-gold-400 bg-gold-400/10 p-4 text-sm"
        >
          <h2 className="font-semibold text-navy-800">Demo credentials</h2>
          <p className="mt-1 text-slate-800">
            Email: <code>{loaderData.demo.email}</code>
          </p>
          <p className="text-slate-800">
            Password: <code>{loaderData.demo.password}</code>
          </p>
        </section>
      )}
    </SignedOutCard>
  );
}
