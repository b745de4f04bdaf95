/** What was built, replaced at build time by Vite's `define` (vite.build-info.ts). */
declare const __BUILD_INFO__: { commit: string; builtAt: string } | undefined;

interface BuildInfo {
  /** Short git commit of the build, "unknown" outside a git checkout. */
  commit: string;
  /** ISO time of the build. */
  builtAt: string;
}

/** The running build; "dev" when the code runs without Vite's define (scripts under tsx). */
export const BUILD: BuildInfo = typeof __BUILD_INFO__ === "undefined" ? { commit: "dev", builtAt: "" } : __BUILD_INFO__;
