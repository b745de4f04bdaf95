import Scale from "lucide-react/icons/scale";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A quiet text link on the card: to the main site, to sign-in, to a password reset. */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-sm text-navy-700 underline hover:text-navy-900">
      {children}
    </Link>
  );
}

/** The frame of the pages reached signed out (sign-in, forgotten password): a card on its own. */
export function SignedOutCard({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex flex-col items-center gap-2 text-center">
          <Scale aria-hidden="true" className="size-10 text-gold-600" />
          <h1 className="font-serif text-2xl text-navy-800">{title}</h1>
          <p className="text-sm text-slate-600">{lead}</p>
        </div>
        {children}
        <p className="mt-6 text-center">
          <CardLink to="/">← Back to main site</CardLink>
        </p>
      </div>
    </main>
  );
}
