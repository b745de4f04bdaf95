import { DEMO_ADMIN } from "@domain/demo";
import { BUSY_LABELS } from "@domain/messages";
import Scale from "lucide-react/icons/scale";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "~/components/admin/button";
import { TextField } from "~/components/admin/fields";
import { ForgotPassword } from "~/components/admin/forgot-password";
import { HumanCheck, humanCheckToken } from "~/components/ui/human-check";
import { useHydrated } from "~/components/ui/use-hydrated";
import { signIn } from "~/lib/admin/login";
import { adminMeta } from "~/lib/admin/meta";
import { safeRedirect } from "~/lib/admin/redirect";
import { serverEnv } from "~/lib/env.server";
import { humanCheckConfig } from "~/lib/human-check.server";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => adminMeta("Sign in");

/** The demo credentials reach the browser only in demo mode (DESIGN §5). */
export function loader({ context }: Route.LoaderArgs) {
  return {
    demo: serverEnv().demoMode ? { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } : null,
    humanCheck: humanCheckConfig(context),
  };
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const ok = await signIn(email, password, humanCheckToken(event.currentTarget as HTMLFormElement));
    setBusy(false);
    if (ok) navigate(safeRedirect(params.get("redirectTo")), { replace: true });
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex flex-col items-center gap-2 text-center">
          <Scale aria-hidden="true" className="size-10 text-gold-600" />
          <h1 className="font-serif text-2xl text-navy-800">Admin Login</h1>
          <p className="text-sm text-slate-600">Sign in to manage the firm's website</p>
        </div>
        {/* POST, so a submit before hydration never puts the password in the address bar. */}
        <form method="post" onSubmit={submit} className="mt-6 flex flex-col gap-4">
          <TextField label="Email" type="email" value={email} onChange={setEmail} required autoComplete="username" />
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
        <p className="mt-6 text-center">
          <Link to="/" reloadDocument className="text-sm text-navy-700 underline hover:text-navy-900">
            ← Back to main site
          </Link>
        </p>
      </div>
    </main>
  );
}
