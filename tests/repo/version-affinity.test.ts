import { describe, expect, it } from "vitest";
import {
  AFFINITY_RULE_REF,
  affinityRule,
  VERSION_KEY_HEADER,
  withAffinityRule,
} from "../../scripts/version-affinity/rule";

describe("version affinity (gradual deployments)", () => {
  it("keys every request to the site's hosts on the visitor's address", () => {
    const rule = affinityRule(["whitmore-law.com", "www.whitmore-law.com"]);
    expect(rule.expression).toBe('http.host in {"whitmore-law.com" "www.whitmore-law.com"}');
    expect(rule.action).toBe("rewrite");
    expect(rule.action_parameters.headers[VERSION_KEY_HEADER]).toEqual({ operation: "set", expression: "ip.src" });
    expect(VERSION_KEY_HEADER).toBe("Cloudflare-Workers-Version-Key");
    expect(affinityRule([]).expression).toBe("true");
  });

  it("replaces its own earlier rule and keeps every other rule of the phase", () => {
    const other = { ref: "someone_elses_rule", expression: "true" };
    const stale = { ...affinityRule(["old.example"]), id: "1" };
    const rules = withAffinityRule([other, stale], affinityRule(["new.example"]));
    expect(rules).toHaveLength(2);
    expect(rules[0]).toBe(other);
    expect(rules.filter((rule) => rule.ref === AFFINITY_RULE_REF)).toEqual([affinityRule(["new.example"])]);
  });
});
