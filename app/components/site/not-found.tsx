import ArrowLeft from "lucide-react/icons/arrow-left";
import SearchX from "lucide-react/icons/search-x";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/styles";

interface NotFoundPanelProps {
  title: string;
  text: string;
  /** The back link of a detail page ('Back to …'), or the 404 page's own buttons. */
  back?: { label: string; to: string };
  children?: ReactNode;
}

/** Every not-found screen (sent with status 404 by the loader that threw it). */
export function NotFoundPanel({ title, text, back, children }: NotFoundPanelProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-14 text-gold-600" />
      <h1 className="mt-6 font-serif text-4xl font-bold text-navy-800">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        {back && (
          <Link to={back.to} className={buttonClass("navy", "lg")}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {back.label}
          </Link>
        )}
        {children}
      </div>
    </div>
  );
}
