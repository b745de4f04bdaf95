import type { ReactNode } from "react";
import { TitledSection } from "./titled-section";

/** A titled block of an attorney profile; renders nothing when it has nothing to show. */
export function ProfileSection({
  id,
  title,
  show = true,
  children,
}: {
  id: string;
  title: string;
  show?: boolean;
  children: ReactNode;
}) {
  if (!show) return null;
  return (
    <TitledSection id={id} title={title} headingClassName="font-serif text-2xl font-bold text-navy-800">
      <div className="mt-4">{children}</div>
    </TitledSection>
  );
}

/** A plain bulleted list of strings (bar admissions, awards, publications). */
export function TextList({ items }: { items: string[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-gold-500" />
          {item}
        </li>
      ))}
    </ul>
  );
}
