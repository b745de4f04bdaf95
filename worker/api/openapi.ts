import { z } from "zod";
import { PAGING } from "~/lib/constants";
import { blogPostSchema } from "~/lib/schemas/blog";
import { practiceAreaSchema } from "~/lib/schemas/practice-area";
import { SEARCH_MAX } from "./paging";

/**
 * The OpenAPI 3.1 document of the API, built from the same zod schemas that validate requests, so
 * the two cannot drift. Covers the content resources (blog, practice areas); others add theirs here.
 */

const isoTime = z.string().meta({ format: "date-time" });
const stored = { id: z.int().min(1), slug: z.string(), createdAt: isoTime, updatedAt: isoTime };
const blogPost = blogPostSchema.extend({
  ...stored,
  authorId: z.string().nullable(),
  image: z.string().nullable(),
  publishDate: isoTime.nullable().describe("Set when the post is first published, kept afterwards."),
  views: z.int().min(0).describe("Public reads of /api/blog/slug/{slug}."),
});
const practiceArea = practiceAreaSchema.extend({ ...stored, heroImage: z.string().nullable() });
const errorBody = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe("Messages per field, e.g. title or faqs.0.answer."),
  }),
});

/** A zod schema as OpenAPI 3.1 (JSON Schema 2020-12), without the `$schema` key it does not take. */
function jsonSchema(schema: z.ZodType, io: "input" | "output") {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ "application/json": { schema } });
const error = (description: string) => ({ description, content: json(ref("Error")) });
const pathParam = (name: string, schema: object) => ({ name, in: "path", required: true, schema });
const idParam = pathParam("id", { type: "integer", minimum: 1 });
const pageParams = [
  { name: "page", in: "query", schema: { type: "integer", minimum: 1, default: PAGING.defaultPage } },
  {
    name: "limit",
    in: "query",
    schema: { type: "integer", minimum: 1, maximum: PAGING.maxLimit, default: PAGING.defaultLimit },
  },
  { name: "search", in: "query", schema: { type: "string", maxLength: SEARCH_MAX } },
];
const admin = { security: [{ bearer: [] }] };
const adminErrors = { 401: error("No valid admin token."), 413: error("Body over 64 KB."), 415: error("Not JSON.") };

const pageOf = (item: string) => ({
  200: {
    description: "One page, as a plain array ([] past the last page).",
    headers: { "X-Total-Count": { description: "Items in all pages.", schema: { type: "integer" } } },
    content: json({ type: "array", items: ref(item) }),
  },
  400: error("Bad paging parameters."),
});

/** The seven calls of one content resource (SPEC §7), described once. */
function resourcePaths(base: string, tag: string, item: string, search: string) {
  const one = {
    200: { description: "The stored object.", content: json(ref(item)) },
    404: error("Unknown, or not public."),
  };
  const page = pageOf(item);
  const body = { required: true, content: json(ref(`${item}Input`)) };
  const invalid = error("Malformed JSON or failed validation (messages per field).");
  return {
    [base]: {
      get: { tags: [tag], summary: `List (search: ${search})`, parameters: pageParams, responses: page },
      post: {
        tags: [tag],
        summary: "Create",
        ...admin,
        requestBody: body,
        responses: { 201: one[200], 400: invalid, 409: error("Slug taken."), ...adminErrors },
      },
    },
    [`${base}/featured`]: {
      get: {
        tags: [tag],
        summary: "Featured",
        responses: { 200: { description: "An array.", content: json({ type: "array", items: ref(item) }) } },
      },
    },
    [`${base}/slug/{slug}`]: {
      get: {
        tags: [tag],
        summary: "Read by slug",
        parameters: [pathParam("slug", { type: "string" })],
        responses: one,
      },
    },
    [`${base}/{id}`]: {
      get: { tags: [tag], summary: "Read by id", parameters: [idParam], responses: one },
      put: {
        tags: [tag],
        summary: "Replace (full body; without a slug the current one is kept)",
        ...admin,
        parameters: [idParam],
        requestBody: body,
        responses: { ...one, 400: invalid, 409: error("Slug taken."), ...adminErrors },
      },
      delete: {
        tags: [tag],
        summary: "Delete",
        ...admin,
        parameters: [idParam],
        responses: {
          200: { description: "Deleted.", content: json({ const: { success: true } }) },
          404: one[404],
          ...adminErrors,
        },
      },
    },
  };
}

export function openApiDocument() {
  return {
    openapi: "3.1.0",
    info: {
      title: "Whitmore & Associates API",
      version: "1.0.0",
      description: "JSON both ways. Without a valid admin token, reads show only public items; with one, everything.",
    },
    servers: [{ url: "/" }],
    paths: {
      ...resourcePaths("/api/blog", "Blog", "BlogPost", "title, content, any tag; with a token also author"),
      "/api/blog/category/{category}": {
        get: {
          tags: ["Blog"],
          summary: "List one category (its label, URL-encoded, or its slug)",
          parameters: [
            pathParam("category", { type: "string", examples: ["Real Estate", "real-estate"] }),
            ...pageParams,
          ],
          responses: { ...pageOf("BlogPost"), 404: error("Unknown category.") },
        },
      },
      ...resourcePaths("/api/practice-areas", "Practice areas", "PracticeArea", "title, description"),
    },
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "The token of POST /api/login." } },
      schemas: {
        BlogPostInput: jsonSchema(blogPostSchema, "input"),
        BlogPost: jsonSchema(blogPost, "output"),
        PracticeAreaInput: jsonSchema(practiceAreaSchema, "input"),
        PracticeArea: jsonSchema(practiceArea, "output"),
        Error: jsonSchema(errorBody, "output"),
      },
    },
  };
}
