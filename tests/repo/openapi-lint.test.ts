import { openApiDocument } from "@worker/api/openapi/generator/document";
import { describe, expect, it } from "vitest";
import { redoclyLint, whereIs } from "./openapi/redocly";

/**
 * The API description as tools read it: Redocly's `recommended` ruleset (redocly.yaml) finds nothing,
 * and the rules redocly.yaml turns off are checked here with what Redocly cannot know. A failure
 * names the operation and the rule it broke: routes are added all the time.
 */

type Parameter = { name: string; in: string; schema?: { type?: string; pattern?: string } };
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Parameter[];
  responses: Record<string, object>;
};
const doc = await openApiDocument();
const paths = doc.paths as Record<string, Record<string, Operation>>;
const operations = Object.entries(paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, path, op })),
);

/** Whether a path segment can be the given literal: a parameter of integer type only matches digits. */
function canBe(segment: string, literal: string, params: Parameter[]) {
  const name = /^\{(\w+)\}$/.exec(segment)?.[1];
  if (!name) return segment === literal;
  const schema = params.find((p) => p.in === "path" && p.name === name)?.schema;
  if (schema?.type === "integer") return /^\d+$/.test(literal);
  if (schema?.pattern) return new RegExp(schema.pattern).test(literal);
  return true;
}

const paramsOf = (path: string) => Object.values(paths[path] ?? {}).flatMap((op) => op.parameters ?? []);

/**
 * Whether one request could match both paths. A literal wins over a parameter in the same place
 * (OpenAPI's rule), so two paths clash only where each has a literal the other's parameter can take.
 */
function ambiguous(a: string, b: string) {
  const [sa, sb] = [a.split("/"), b.split("/")];
  if (sa.length !== sb.length) return false;
  const places = sa.map((segment, k) => {
    const other = sb[k] ?? "";
    const [aParam, bParam] = [segment.startsWith("{"), other.startsWith("{")];
    if (aParam && bParam) return "both";
    if (aParam) return canBe(segment, other, paramsOf(a)) ? "b-literal" : "apart";
    if (bParam) return canBe(other, segment, paramsOf(b)) ? "a-literal" : "apart";
    return segment === other ? "same" : "apart";
  });
  return !places.includes("apart") && places.includes("a-literal") && places.includes("b-literal");
}

describe("the API description, linted", () => {
  it("has no problem Redocly's recommended ruleset finds (redocly.yaml)", { timeout: 30_000 }, async () => {
    const problems = await redoclyLint(doc);
    const found = problems.map(
      (p) => `${p.severity} ${p.ruleId} at ${whereIs(p.location[0]?.pointer ?? "", paths)}: ${p.message}`,
    );
    expect(found, "fix each in worker/api/openapi/ (redocly.yaml says why any rule is off)").toEqual([]);
  });

  it("gives every operation a unique camelCase operationId, a summary, a longer description and a defined tag", () => {
    const tags = new Set(doc.tags.map((tag) => tag.name));
    const ids = new Map<string, string>();
    const broken: string[] = [];
    for (const { name, op } of operations) {
      const id = op.operationId ?? "";
      if (!/^[a-z][a-zA-Z0-9]*$/.test(id)) broken.push(`${name}: operationId "${id}" is not camelCase`);
      if (ids.has(id)) broken.push(`${name}: operationId "${id}" is also ${ids.get(id)}'s`);
      ids.set(id, name);
      if (!op.summary?.trim()) broken.push(`${name}: no summary`);
      if (!op.description || op.description.length <= (op.summary?.length ?? 0)) broken.push(`${name}: no description`);
      for (const tag of op.tags ?? [])
        if (!tags.has(tag)) broken.push(`${name}: tag "${tag}" not in openapi/components/tags.ts`);
      if (!Array.isArray(op.security)) broken.push(`${name}: no security (public operations say security: [])`);
    }
    expect(broken).toEqual([]);
    expect(doc.info.description).not.toMatch(/DESIGN|SPEC|§|docs\/decisions/);
  });

  it("answers each operation's success (2xx, or a redirect) and documents its client errors", () => {
    const broken: string[] = [];
    for (const { name, op } of operations) {
      const codes = Object.keys(op.responses);
      if (!codes.some((code) => /^[23]/.test(code))) broken.push(`${name}: no 2xx or 3xx answer`);
      if (!codes.some((code) => code.startsWith("4"))) broken.push(`${name}: no 4xx`);
    }
    expect(broken).toEqual([]);
  });

  it("has no two paths one request could match, parameter types considered", () => {
    const list = Object.keys(paths);
    const clashes = list.flatMap((a, i) =>
      list.slice(i + 1).flatMap((b) => (ambiguous(a, b) ? [`${a} and ${b}`] : [])),
    );
    expect(clashes).toEqual([]);
  });

  it("turns no rule off without a reason beside it", async () => {
    const { readFileSync } = await import("node:fs");
    const config = readFileSync(new URL("../../redocly.yaml", import.meta.url), "utf8").split("\n");
    config.forEach((line, index) => {
      if (/^\s+[\w-]+:\s*off\b/.test(line)) expect(config[index - 1], line).toMatch(/^\s*#/);
    });
  });
});
