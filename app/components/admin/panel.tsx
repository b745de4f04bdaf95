import type { ReactNode } from "react";

/** A titled white card of the admin screens. */
export function Panel({ title, children, className = "" }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`min-w-0 rounded-lg border border-slate-200 bg-white p-5 ${className}`}>
      <h2 className="mb-4 font-serif text-lg text-navy-800">{title}</h2>
      {children}
    </section>
  );
}
