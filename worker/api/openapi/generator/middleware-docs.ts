import type { z } from "zod";
import { BODY_ERRORS, HUMAN_CHECKED, humanCheckHeader } from "../components/errors";
import { IMPLIED } from "./route-docs";
import { component, inline, jsonSchema, queryParams } from "./schemas";

/**
 * What the API's own validators and guards add to the description of each route they sit on
 * (input.ts, route-params.ts, auth-middleware.ts, human-check.ts): a route declares its checks once,
 * and the document follows. Getters: nothing is converted until the document is built.
 */

const BODY_NAMES = new WeakMap<z.ZodType, string>();

/** A body schema the description names as a component (several routes read it, readers look it up). */
export function namedBody<S extends z.ZodType>(name: string, schema: S): S {
  BODY_NAMES.set(schema, name);
  return schema;
}

/** A validated body: one schema, or the alternatives a handler chooses between by the body itself. */
export const bodyDocs = (schemas: () => z.ZodType[], media: string) => ({
  requestBody: {
    required: true,
    content: {
      [media]: {
        schema: {
          toOpenAPISchema: () => {
            const [only, ...more] = schemas();
            const name = only && !more.length ? BODY_NAMES.get(only) : undefined;
            if (only && name) return component(name, () => only, "input").toOpenAPISchema();
            return inline(() => {
              const [first, ...rest] = schemas().map((schema) => jsonSchema(schema, "input"));
              return rest.length ? { anyOf: [first, ...rest] } : (first ?? {});
            }).toOpenAPISchema();
          },
        },
      },
    },
  },
  [IMPLIED]: BODY_ERRORS,
});

export const queryDocs = (schema: z.ZodType) => ({
  get parameters() {
    return queryParams(schema);
  },
  [IMPLIED]: { 400: "Bad query parameters." },
});

/** A positive integer id in the path (route-params.ts): anything else names no item. */
export const idDocs = (maximum: number) => ({
  parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1, maximum } }],
  [IMPLIED]: { 404: "Unknown." },
});

/** requireAdmin: the bearer token of POST /api/login; an enrolment-only session reaches little. */
export const adminDocs = {
  security: [{ bearer: [] }],
  [IMPLIED]: { 401: "No valid admin token.", 403: "The account's role does not reach this." },
};

/** requireRole: the account's role must reach the route's area. */
export const roleDocs = { [IMPLIED]: { 403: "The account's role does not reach this." } };

/** requireHuman: public forms and sign-in while Turnstile is on. */
export const humanDocs = {
  parameters: [humanCheckHeader],
  [IMPLIED]: HUMAN_CHECKED,
};
