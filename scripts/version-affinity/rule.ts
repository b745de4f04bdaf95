/**
 * Version affinity for gradual deployments (issue 27; docs/decisions/017-version-skew.md). While two
 * Worker versions share traffic, Cloudflare picks one per request at random unless the request carries
 * `Cloudflare-Workers-Version-Key`: then every request with the same key goes to the same version. A
 * zone rule sets that key from the visitor's address, so a page and the hashed CSS and JS it names come
 * from one version. The public site sets no cookie to key on; an address is stable for a visit.
 */

/** The Rulesets API phase whose rules modify request headers before the Worker is chosen. */
export const AFFINITY_PHASE = "http_request_late_transform";

/** The header Cloudflare reads to keep a visitor on one version during a gradual deployment. */
export const VERSION_KEY_HEADER = "Cloudflare-Workers-Version-Key";

/** Our rule's stable reference: found and replaced on every run, never duplicated, other rules untouched. */
export const AFFINITY_RULE_REF = "lawfirm_site_version_affinity";

export interface RewriteRule {
  ref: string;
  description: string;
  expression: string;
  action: "rewrite";
  action_parameters: { headers: Record<string, { operation: "set"; expression: string }> };
}

/** Every request to the site's hostnames gets the key: the client's address. */
export function affinityRule(hosts: string[]): RewriteRule {
  const expression = hosts.length ? `http.host in {${hosts.map((host) => JSON.stringify(host)).join(" ")}}` : "true";
  return {
    ref: AFFINITY_RULE_REF,
    description: "Version affinity: one Worker version per visitor during a gradual deployment",
    expression,
    action: "rewrite",
    action_parameters: { headers: { [VERSION_KEY_HEADER]: { operation: "set", expression: "ip.src" } } },
  };
}

/** The phase's rules with ours in place of any earlier copy (matched by ref), the others kept as they were. */
export function withAffinityRule<T extends { ref?: string }>(rules: T[], rule: RewriteRule): (T | RewriteRule)[] {
  const others = rules.filter((existing) => existing.ref !== rule.ref);
  return [...others, rule];
}
