import { cspNonceContext } from "@domain/csp";
import type { RouterContextProvider } from "react-router";
import type { HumanCheckConfig } from "~/components/ui/human-check";
import { serverEnv } from "./env.server";

/**
 * What a form needs to show the Turnstile widget, or null while Turnstile is off. Given the request's
 * context (the back office), it carries the response's nonce and the widget loads Turnstile's script;
 * public pages leave it out, keep their markup free of nonces, and load it with TurnstileScript.
 */
export function humanCheckConfig(context?: Readonly<RouterContextProvider>): HumanCheckConfig | null {
  const turnstile = serverEnv().turnstile;
  return turnstile ? { siteKey: turnstile.siteKey, nonce: context?.get(cspNonceContext) } : null;
}
