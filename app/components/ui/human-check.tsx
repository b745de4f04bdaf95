import { TURNSTILE_FIELD, TURNSTILE_SCRIPT } from "@domain/turnstile";
import { useRouteLoaderData } from "react-router";
import { SITE_LAYOUT_ID } from "~/lib/seo";

/**
 * The Turnstile site key, and the response's CSP nonce on back-office pages, which load Turnstile's
 * script themselves. Public pages' markup uses no nonce: the site layout's TurnstileScript adds it.
 */
export interface HumanCheckConfig {
  siteKey: string;
  nonce?: string;
}

/**
 * Cloudflare Turnstile's widget, inside a form: it adds the hidden `cf-turnstile-response` field the
 * server verifies. Renders nothing while Turnstile is off. On a back-office page React hoists the script
 * once per page.
 */
export function HumanCheck({ config }: { config: HumanCheckConfig | null | undefined }) {
  if (!config) return null;
  return (
    <>
      {config.nonce && <script src={TURNSTILE_SCRIPT} async nonce={config.nonce} />}
      <div className="cf-turnstile" data-sitekey={config.siteKey} data-response-field-name={TURNSTILE_FIELD} />
    </>
  );
}

/** The public site's setting, from the site layout's loader. */
export const useSiteHumanCheck = () =>
  useRouteLoaderData<{ humanCheck: HumanCheckConfig | null }>(SITE_LAYOUT_ID)?.humanCheck ?? null;

/** The token the widget left in a form, for API calls that send it as a header. */
export function humanCheckToken(form: HTMLFormElement): string | null {
  const value = new FormData(form).get(TURNSTILE_FIELD);
  return typeof value === "string" && value ? value : null;
}
