import { TRUSTED_HTML_POLICY } from "@domain/csp";
import { sanitizeHtml } from "@domain/sanitize";

/** The little of the Trusted Types API used here (TypeScript's DOM library does not have it yet). */
interface TrustedHtmlPolicy {
  createHTML(input: string): TrustedHTML;
}
declare global {
  // TrustedHTML itself is declared (empty) by @types/react, which takes it in dangerouslySetInnerHTML.
  interface Window {
    trustedTypes?: { createPolicy(name: string, rules: { createHTML(input: string): string }): TrustedHtmlPolicy };
  }
}

/** Kept on the window: a policy name can be created once per page, and a re-run module (HMR) must find it. */
const POLICY_KEY = Symbol.for(TRUSTED_HTML_POLICY);
type WithPolicy = Window & { [POLICY_KEY]?: TrustedHtmlPolicy };

/**
 * Article HTML for `dangerouslySetInnerHTML`, sanitised by the back office's one Trusted Types
 * policy (its CSP allows no other, and refuses plain strings in HTML sinks). On the server, and in
 * browsers without Trusted Types, the same sanitiser's string.
 */
export function sanitisedHtml(html: string): TrustedHTML | string {
  if (typeof window === "undefined" || !window.trustedTypes) return sanitizeHtml(html);
  const page = window as WithPolicy;
  page[POLICY_KEY] ??= window.trustedTypes.createPolicy(TRUSTED_HTML_POLICY, { createHTML: sanitizeHtml });
  return page[POLICY_KEY].createHTML(html);
}
