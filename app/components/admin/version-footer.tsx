import { BUILD } from "@domain/build";
import { ADMIN_VERSION } from "~/lib/site-text";

/** The deployed version (git commit, build time), baked in at build time by Vite's define. */
export function VersionFooter() {
  return (
    <footer className="border-t border-slate-200 px-4 py-3 text-xs text-slate-600 sm:px-6">
      {ADMIN_VERSION.label} <code data-testid="build-commit">{BUILD.commit}</code> · {ADMIN_VERSION.built}{" "}
      {BUILD.builtAt ? (
        <time dateTime={BUILD.builtAt}>{ADMIN_VERSION.time(BUILD.builtAt)}</time>
      ) : (
        ADMIN_VERSION.unknownTime
      )}
    </footer>
  );
}
