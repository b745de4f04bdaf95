import ExternalLink from "lucide-react/icons/external-link";
import type { ReactNode } from "react";

/** A link to another site, opened in a new tab (without a handle back to this page) and marked with the icon. */
export function NewTabLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );
}
