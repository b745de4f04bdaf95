import { openApiDocument } from "@worker/api/openapi";
import { blogRoutes } from "@worker/api/routes/blog";
import { practiceAreasRoutes } from "@worker/api/routes/practice-areas";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { blogPostSchema } from "~/lib/schemas/blog";
import { practiceAreaSchema } from "~/lib/schemas/practice-area";

type Operation = { security?: unknown[]; requestBody?: unknown; responses: Record<string, unknown> };
const doc = openApiDocument();
const paths = doc.paths as Record<string, Record<string, Operation>>;

/** Every method + path the routers really serve, read from the routers themselves. */
const served = [
  ...blogRoutes.routes.map((route) => ({ ...route, base: "/api/blog" })),
  ...practiceAreasRoutes.routes.map((route) => ({ ...route, base: "/api/practice-areas" })),
].map(({ method, path, base }) => ({
  method: method.toLowerCase(),
  path: `${base}${path === "/" ? "" : path.replace(/:(\w+)/g, "{$1}")}`,
}));

describe("the OpenAPI document", () => {
  it("describes every blog and practice-area route, and only real ones", () => {
    const documented = Object.entries(paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => ({ method, path })),
    );
    const key = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;
    expect(new Set(documented.map(key))).toEqual(new Set(served.map(key)));
    expect(documented).toHaveLength(15);
  });

  it("marks exactly the writes as needing the bearer token", () => {
    for (const [, ops] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(Boolean(op.security), method).toBe(method !== "get");
        if (method !== "get") expect(op.responses).toHaveProperty("401");
      }
    }
  });

  it("takes its bodies from the same zod schemas that validate requests", () => {
    const { schemas } = doc.components;
    const { $schema: _b, ...blogInput } = z.toJSONSchema(blogPostSchema, { io: "input", unrepresentable: "any" });
    const { $schema: _p, ...areaInput } = z.toJSONSchema(practiceAreaSchema, { io: "input", unrepresentable: "any" });
    expect(schemas.BlogPostInput).toEqual(blogInput);
    expect(schemas.PracticeAreaInput).toEqual(areaInput);
    expect(schemas.BlogPostInput).toMatchObject({ required: ["title", "author", "content"] });
    expect(schemas.BlogPost).toMatchObject({ properties: { id: { type: "integer" }, views: { type: "integer" } } });
  });

  it("points every $ref at a defined schema and survives JSON", () => {
    const text = JSON.stringify(doc);
    expect(JSON.parse(text)).toStrictEqual(doc);
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/(\w+)"/g)) {
      expect(doc.components.schemas).toHaveProperty(name ?? "");
    }
  });
});
