import { pageQuerySchema } from "@domain/schemas/paging";
import { SEARCH_LIMITS } from "@domain/search";
import { TURNSTILE_HEADER, TURNSTILE_TOKEN_MAX } from "@domain/turnstile";
import { z } from "zod";

/** Building blocks of the OpenAPI document, shared by the path builders of every area. */

/** A zod schema as OpenAPI 3.1 (JSON Schema 2020-12), without the `$schema` key it does not take. */
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

/** An array of a component: by name (hand-written areas define it), or converted with it. */
export function arrayOf(item: string | Converted): object {
  if (typeof item === "string") return { type: "array", items: ref(item) };
  return {
    toOpenAPISchema: async () => {
      const { schema, components } = await item.toOpenAPISchema();
      return { schema: { type: "array", items: schema }, components };
    },
  };
}
/** One of several answers (a sign-in's session, or its next step), each converted with its components. */
export const anyOfAnswers = (...answers: Converted[]): Converted => ({
  toOpenAPISchema: async () => {
    const converted = await Promise.all(answers.map((answer) => answer.toOpenAPISchema()));
    const schemas = Object.assign({}, ...converted.map((answer) => answer.components?.schemas ?? {}));
    return { schema: { anyOf: converted.map((answer) => answer.schema) }, components: { schemas } };
  },
});
/** A passkey ceremony's options, as @simplewebauthn/browser takes them. */
export const WEBAUTHN_OPTIONS = { type: "object", description: "WebAuthn options for @simplewebauthn/browser." };
/** A 2xx answer with a JSON body. */
export const ok = (description: string, schema: object) => ({ description, content: json(schema) });
/** A 200 whose body is a CSV file (the exports), its columns in `description`. */
export const csvFile = (description: string) => ({
  200: { description, content: { "text/csv": { schema: { type: "string" } } } },
});
/** A 200 whose body is only `{ success: true }`. */
export const succeeded = (description: string) => ({ 200: ok(description, ref("Success")) });

export const pathParam = (name: string, schema: object) => ({ name, in: "path", required: true, schema });
export const idParam = pathParam("id", { type: "integer", minimum: 1 });

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

/** `page`, `limit` and `search` of every list, plus the list's own filters. */
export const pageParams = (...filters: z.ZodObject[]) => queryParams(pageQuerySchema, ...filters);

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;
export type Errors = Partial<Record<ErrorStatus, string>>;

/** DESIGN §4's error body, for the given status; a 429 also says when to retry. */
export function error(status: ErrorStatus, description: string) {
  const retry = { "Retry-After": { description: "Seconds to wait.", schema: { type: "integer", minimum: 1 } } };
  return { description, ...(status === 429 ? { headers: retry } : {}), content: json(ref("Error")) };
}

export const BODY_ERRORS: Errors = {
  400: "Malformed JSON or failed validation (messages per field).",
  413: "Body over 64 KB.",
  415: "Body not sent as application/json.",
};
export const THROTTLED: Errors = { 429: "Too many requests from this client lately." };
/** Every route behind the API's body cap refuses a request whose body is over 64 KB, even a GET's. */
export const CAPPED: Errors = { 413: "A request body over 64 KB (the API caps every request's body)." };
/** Public forms and sign-in while Turnstile is on (a secret is configured). */
export const HUMAN_CHECKED: Errors = {
  403: `Turnstile is on and the ${TURNSTILE_HEADER} header's token is missing or refused.`,
};
/** The header those routes read the Turnstile token from. */
export const humanCheckHeader = {
  name: TURNSTILE_HEADER,
  in: "header",
  description: "The Turnstile widget's token; needed only while Turnstile is on.",
  schema: { type: "string", maxLength: TURNSTILE_TOKEN_MAX },
};

/** One page of a list: a plain array ([] past the last page), the total in X-Total-Count. */
export const pageOf = (item: string | Converted) => ({
  200: {
    description: "One page, as a plain array ([] past the last page).",
    headers: { "X-Total-Count": { description: "Items in all pages.", schema: { type: "integer", minimum: 0 } } },
    content: json(arrayOf(item)),
  },
});

export const BAD_CURSOR_LIST =
  "Bad paging, cursor or filter parameters (after and before together, or a cursor not from a list's header).";

/** A keyset-paged list's answer: pageOf's, plus the cursors to pass as `after` and `before` (issue 29). */
export const cursorPageOf = (item: string | Converted) => {
  const cursor = (description: string) => ({ description, schema: { type: "string", maxLength: 64 } });
  const page = pageOf(item)[200];
  return {
    200: {
      ...page,
      description: `${page.description} Pass X-Next-Cursor as \`after\` for the next page and X-Prev-Cursor as \`before\` for the previous one: any page then costs what the first does.`,
      headers: {
        ...page.headers,
        "X-Next-Cursor": cursor("The next (older) page's cursor; absent on the last page."),
        "X-Prev-Cursor": cursor("The previous (newer) page's cursor; absent on the first page."),
        "X-Total-Capped": {
          description: `Present when more items match than X-Total-Count says: a search is counted up to ${SEARCH_LIMITS.listCounted}.`,
          schema: { type: "string", enum: ["true"] },
        },
      },
    },
  };
};

export interface OperationSpec {
  /** Needs the bearer token of POST /api/login (401 without one) and a role that reaches the route (403). */
  admin?: boolean;
  parameters?: object[];
  /** The request body's schema; JSON unless `bodyType` says otherwise. */
  body?: object;
  bodyType?: string;
  responses: Record<number, object>;
  /** Error answers beyond those the shape implies (a body: 400, 413, 415; admin: 401, 403); may reword those. */
  errors?: Errors;
  /** Unique camelCase; derived from the method and path when absent (openapi/operation-ids.ts). */
  operationId?: string;
  /** Longer than the summary; composed from the operation's shape when absent (openapi/descriptions.ts). */
  description?: string;
}

/** The operations of one tag, each with the error answers its shape implies. */
export const operations =
  (tag: string) =>
  (
    summary: string,
    { admin, parameters, body, bodyType = "application/json", responses, errors, ...more }: OperationSpec,
  ) => {
    const answers: Errors = {
      ...(body ? BODY_ERRORS : {}),
      ...(admin ? { 401: "No valid admin token.", 403: "The account's role does not reach this." } : {}),
      ...errors,
    };
    const failures = Object.entries(answers).map(([status, text]) => [
      status,
      error(Number(status) as ErrorStatus, text),
    ]);
    return {
      tags: [tag],
      summary,
      ...more,
      // Public operations say so (`[]`): a reader cannot otherwise tell them from forgotten ones.
      security: admin ? [{ bearer: [] }] : [],
      ...(parameters ? { parameters } : {}),
      ...(body ? { requestBody: { required: true, content: { [bodyType]: { schema: body } } } } : {}),
      responses: { ...responses, ...Object.fromEntries(failures) },
    };
  };

/** What an area module gives the document: its paths and the component schemas they refer to. */
interface Area {
  paths: Record<string, object>;
  schemas: Record<string, object>;
}

/** An area of the document, built on demand with the operations of its tag. */
export const area = (tag: string, build: (op: ReturnType<typeof operations>) => Area) => () => build(operations(tag));
