import type { ReactNode } from "react";

/** The navy band that opens every inner page: its one h1 and an introduction. */
export function PageHeader({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="bg-navy-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
        <div className="mb-5 h-1 w-16 rounded bg-gold-500" aria-hidden="true" />
        <h1 className="max-w-3xl font-serif text-4xl font-bold break-words md:text-5xl">{title}</h1>
        {intro && <p className="mt-5 max-w-2xl text-lg text-slate-200">{intro}</p>}
        {children}
      </div>
    </div>
  );
}

/** A section's heading and optional introduction, centred. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      <h2 id={id} className="font-serif text-3xl font-bold text-navy-800 md:text-4xl">
        {title}
      </h2>
      <div className="mx-auto mt-4 h-1 w-16 rounded bg-gold-500" aria-hidden="true" />
      {intro && <p className="mt-4 text-lg text-slate-600">{intro}</p>}
    </div>
  );
}

/** A band of a page: its centred heading (and introduction), then the content, within the page's width. */
export function HeadedSection({
  id,
  title,
  intro,
  className,
  width = "max-w-7xl px-4 sm:px-6 lg:px-8",
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  className: string;
  width?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className={`mx-auto ${width}`}>
        <SectionHeading id={id} title={title} intro={intro} />
        {children}
      </div>
    </section>
  );
}

/** Text whose paragraphs are separated by blank lines (biographies, overviews, legal texts). */
export function Paragraphs({ text, className = "" }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className={`space-y-4 leading-relaxed ${className}`}>
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}
