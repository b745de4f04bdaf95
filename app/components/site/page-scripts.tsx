import { ATTRIBUTION_SCRIPT } from "@domain/attribution";
import { FORMS_LOADER, SPECULATION_RULES, TURNSTILE_LOADER } from "@domain/page-scripts";

/** A constant inline script of domain/page-scripts.ts: the public site's CSP allows it by its hash. */
function ConstantScript({ text, type }: { text: string; type?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: constant text (domain/page-scripts.ts), no input in it
  return <script type={type} dangerouslySetInnerHTML={{ __html: text }} />;
}

/** Prefetch of same-site links on hover. */
export const SpeculationRules = () => <ConstantScript type="speculationrules" text={SPECULATION_RULES} />;

/** Adds the progressive-forms script. */
export const FormsScript = () => <ConstantScript text={FORMS_LOADER} />;

/** Adds Turnstile's script, which renders every human-check widget on the page. */
export const TurnstileScript = () => <ConstantScript text={TURNSTILE_LOADER} />;

/** Keeps where the visit came from in sessionStorage and adds it to the forms sent (domain/attribution.ts). */
export const AttributionScript = () => <ConstantScript text={ATTRIBUTION_SCRIPT} />;
