import { cspNonceContext } from "@domain/csp";
import type { RouterContextProvider } from "react-router";
import type { HumanCheckConfig } from "~/components/ui/human-check";
import { serverEnv } from "./env.server";

/** What a form needs to show the Turnstile widget, or null while Turnstile is off. */
export function humanCheckConfig(context: Readonly<RouterContextProvider>): HumanCheckConfig | null {
  const turnstile = serverEnv().turnstile;
  return turnstile ? { siteKey: turnstile.siteKey, nonce: context.get(cspNonceContext) ?? "" } : null;
}
