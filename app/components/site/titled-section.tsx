import type { ReactNode } from "react";

/** A section named by its own heading (aria-labelledby), as the site's pages build them. */
export function TitledSection({
  id,
  title,
  className,
  headingClassName,
  children,
}: {
  /** The heading's id. */
  id: string;
  title: string;
  className?: string;
  headingClassName: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Matters and success stories: a title and what happened, each on a card with a gold edge. */
export function StoryCards({
  stories,
  className = "",
  cardClassName,
}: {
  stories: readonly { title: string; description: string }[];
  className?: string;
  /** The card's background and padding. */
  cardClassName: string;
}) {
  return (
    <div className={`space-y-4 ${className}`.trim()}>
      {stories.map((story) => (
        <article key={story.title} className={`rounded-lg border-l-4 border-gold-500 ${cardClassName}`}>
          <h3 className="font-semibold text-navy-800">{story.title}</h3>
          <p className="mt-2 text-slate-700">{story.description}</p>
        </article>
      ))}
    </div>
  );
}
