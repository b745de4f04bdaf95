import type { ReactNode } from "react";

/** One titled part of the enquiry details. */
export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `details-${title.toLowerCase().replaceAll(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="mt-5 border-t border-slate-200 pt-4">
      <h3 id={id} className="text-sm font-semibold text-navy-800">
        {title}
      </h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}
