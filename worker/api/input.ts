import type { Context } from "hono";
import type { z } from "zod";
import { errors, fieldErrors } from "./errors";

/**
 * Reads a JSON body and validates it: 415 unless the body is JSON, 400 for malformed JSON or
 * failed validation (with field messages). The size cap is the `bodyLimit` middleware in api/index.ts.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) throw errors.unsupportedType("application/json");
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw errors.badJson();
  }
  return parseOrThrow(schema, body);
}

/** Validates already-read input (query strings, params) the same way. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw errors.validation(fieldErrors(parsed.error));
  return parsed.data;
}
