import { ATTRIBUTION_SCRIPT } from "./attribution";
import { TURNSTILE_SCRIPT } from "./turnstile";

/**
 * The public site's scripts. Its markup uses no CSP nonce, so a page cached at the edge goes out
 * byte for byte (docs/decisions/007-edge-cache.md). Its inline scripts are these constants instead,
 * which the CSP allows by hash (worker/http/security-headers.ts); 'strict-dynamic' then trusts the
 * files the loaders add, and nothing else.
 */

/** The progressive-forms script (public/forms.js): busy labels, auto-submitting selects, timed confirmations. */
const FORMS_SCRIPT = "/forms.js";

/**
 * Instant navigation: the browser prefetches a same-site page when the pointer rests on its link
 * ("moderate" eagerness). Pages are cached at the edge, so a prefetch costs the server next to nothing.
 * Never the back office, the API or uploads.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/admin{/*}?" } },
          { not: { href_matches: "/api/*" } },
          { not: { href_matches: "/media/*" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

/** An inline script that adds one script file; scripts a trusted script adds are trusted under 'strict-dynamic'. */
const loader = (attributes: Record<string, string>) =>
  `document.body.append(Object.assign(document.createElement("script"),${JSON.stringify(attributes)}))`;

/** On pages that enhance their forms (PROGRESSIVE_FORMS). */
export const FORMS_LOADER = loader({ type: "module", src: FORMS_SCRIPT });

/** On every page while Turnstile is on: the footer's newsletter form shows its widget. */
export const TURNSTILE_LOADER = loader({ src: TURNSTILE_SCRIPT });

/** Every inline script a public page may carry: its CSP allows exactly these. */
export const PUBLIC_INLINE_SCRIPTS = [SPECULATION_RULES, FORMS_LOADER, TURNSTILE_LOADER, ATTRIBUTION_SCRIPT] as const;
