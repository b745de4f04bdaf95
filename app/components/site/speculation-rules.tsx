import { useNonce } from "~/lib/nonce";

/**
 * Instant navigation: the browser prefetches a same-site page when the pointer rests on its link
 * ("moderate" eagerness). Pages are cached at the edge, so a prefetch costs the server next to nothing.
 * Never the back office, the API or uploads.
 */
const RULES = {
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
};

export function SpeculationRules() {
  const nonce = useNonce();
  return (
    <script
      type="speculationrules"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant JSON document, no user input
      dangerouslySetInnerHTML={{ __html: JSON.stringify(RULES) }}
    />
  );
}
