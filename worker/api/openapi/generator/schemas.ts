import { z } from "zod";

/**
 * zod → OpenAPI 3.1 (JSON Schema 2020-12), lazily: a route's description holds these, and nothing is
 * converted until the document is built (generator/walk.ts).
 */

/** A zod schema as OpenAPI 3.1, without the `$schema` key it does not take. */
export function jsonSchema(schema: z.ZodType, io: "input" | "output") {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return rest;
}

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const json = (schema: object) => ({ "application/json": { schema } });

/** A schema hono-openapi converts when it builds the document, with the components it brings. */
export interface Converted {
  toOpenAPISchema: () => Promise<{ schema: object; components?: { schemas: Record<string, object> } }>;
}

/** A named component schema, converted from zod only when the document is built, then referenced. */
export const component = (name: string, build: () => z.ZodType, io: "input" | "output" = "output"): Converted => ({
  toOpenAPISchema: async () => ({ schema: ref(name), components: { schemas: { [name]: jsonSchema(build(), io) } } }),
});

/** A schema inlined where it is used, built when the document is. */
export const inline = (build: () => object): Converted => ({ toOpenAPISchema: async () => ({ schema: build() }) });

/** An array of a component, converted with it. */
export const arrayOf = (item: Converted): Converted => ({
  toOpenAPISchema: async () => {
    const { schema, components } = await item.toOpenAPISchema();
    return { schema: { type: "array", items: schema }, components };
  },
});

/** One of several answers (a sign-in's session, or its next step), each converted with its components. */
export const anyOfAnswers = (...answers: Converted[]): Converted => ({
  toOpenAPISchema: async () => {
    const converted = await Promise.all(answers.map((answer) => answer.toOpenAPISchema()));
    const schemas = Object.assign({}, ...converted.map((answer) => answer.components?.schemas ?? {}));
    return { schema: { anyOf: converted.map((answer) => answer.schema) }, components: { schemas } };
  },
});

/** The query parameters a zod object schema reads (paging, a list's filter), from the schema itself. */
export function queryParams(...schemas: z.ZodType[]) {
  return schemas.flatMap((schema) => {
    const { properties = {}, required = [] } = jsonSchema(schema, "input") as {
      properties?: Record<string, object>;
      required?: string[];
    };
    return Object.entries(properties).map(([name, param]) => ({
      name,
      in: "query",
      ...(required.includes(name) ? { required: true } : {}),
      schema: param,
    }));
  });
}
