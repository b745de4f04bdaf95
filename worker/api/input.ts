import { fieldErrors } from "@domain/schemas/field-errors";
import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { errors } from "./errors";
import { bodyDocs, queryDocs } from "./openapi/generator/middleware-docs";
import { documenting } from "./openapi/generator/route-docs";
import type { ApiEnv } from "./types";

/** The content types a JSON body may come as, and how a 415 names them. */
export interface BodyTypes {
  pattern: RegExp;
  label: string;
  /** The type the API description names (the label's first). */
  media?: string;
}
export const JSON_TYPES: BodyTypes = { pattern: /^application\/([\w.+-]+\+)?json\b/i, label: "application/json" };

/**
 * Reads a JSON body and validates it: 415 unless the body is JSON, 400 for malformed JSON or
 * failed validation (with field messages). The size cap is `limitBody` in api/index.ts.
 */
export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S | ((body: unknown) => S),
  accepts: BodyTypes = JSON_TYPES,
): Promise<z.output<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!accepts.pattern.test(type)) throw errors.unsupportedType(accepts.label);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw errors.badJson();
  }
  return parseOrThrow(typeof schema === "function" ? schema(body) : schema, body);
}

/** Validates already-read input (query strings, params) the same way. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw errors.validation(fieldErrors(parsed.error));
  return parsed.data;
}

/**
 * A schema, or a choice of schema by the body itself (a full body, or `{ status }` alone), which
 * names its `choices` for the API description.
 */
type BodySchema = z.ZodType | (((body: unknown) => z.ZodType) & { choices?: z.ZodType[] });
const choicesOf = (schema: BodySchema) => (typeof schema === "function" ? (schema.choices ?? []) : [schema]);
type Chosen<S extends BodySchema> = S extends (body: unknown) => infer R ? (R extends z.ZodType ? R : never) : S;

/**
 * The JSON body as validated input (`c.req.valid("json")`), with its type declared for the typed
 * client (`hc<Api>`): the body a caller may send is the schema's input.
 */
export const jsonBody = <S extends BodySchema>(
  schema: S,
  accepts: BodyTypes = JSON_TYPES,
): MiddlewareHandler<ApiEnv, string, { in: { json: z.input<Chosen<S>> }; out: { json: z.output<Chosen<S>> } }> =>
  documenting(
    async (c, next) => {
      c.req.addValidatedData("json", (await readJson<z.ZodType>(c, schema, accepts)) as object);
      await next();
    },
    bodyDocs(() => choicesOf(schema), accepts.media ?? "application/json"),
  );

/** What a caller may put in the query string: each field optional, sent as text. */
type QueryInput<S extends z.ZodType> = { [K in keyof z.input<S>]?: string | number };

/** The query string as validated input (`c.req.valid("query")`). */
export const queryOf = <S extends z.ZodType>(
  schema: S,
): MiddlewareHandler<ApiEnv, string, { in: { query: QueryInput<S> }; out: { query: z.output<S> } }> =>
  documenting(async (c, next) => {
    c.req.addValidatedData("query", parseOrThrow(schema, c.req.query()) as object);
    await next();
  }, queryDocs(schema));
