import type { z } from "zod";
import { versionedRead, versionedSave } from "./edit-versions";
import { describeRoutes } from "./route-docs";
import {
  arrayOf,
  CAPPED,
  type Converted,
  HUMAN_CHECKED,
  humanCheckHeader,
  idParam,
  ok,
  operations,
  pageOf,
  pageParams,
  pathParam,
  ref,
  succeeded,
  THROTTLED,
} from "./shared";

/** The calls of one content resource (SPEC §7): list, featured, read, create, replace, delete. */
export interface Resource {
  base: string;
  tag: string;
  /** Component name of the stored object; its write body is `${item}Input`. */
  item: string;
  /** What `search` looks in. */
  search: string;
  /** What a visitor sees; a valid token sees everything. */
  visible: string;
  /** The `{id}` parameter; a positive integer unless given. */
  id?: object;
  /** GET {base}/slug/{slug}, and 409 when a write takes a slug in use. */
  slugs?: boolean;
  /** The list's own query filters, besides page, limit and search. */
  filters?: z.ZodObject;
  /** PUT's body; the create body unless given. */
  replaceBody?: object;
  replaceSummary?: string;
}

export function resourcePaths(resource: Resource) {
  const { base, tag, item, slugs } = resource;
  const op = operations(tag);
  const id = resource.id ? pathParam("id", resource.id) : idParam;
  const stored = ok("The stored object.", ref(item));
  const hidden = { 404: "Unknown, or not visible without a token." };
  const missing = { 404: "Unknown." };
  const taken = slugs ? { 409: "Slug taken." } : {};
  const body = ref(`${item}Input`);
  const filters = resource.filters ? [resource.filters] : [];
  return {
    [base]: {
      get: op(`List (${resource.visible}; search: ${resource.search})`, {
        parameters: pageParams(...filters),
        responses: pageOf(item),
        errors: { 400: "Bad paging or filter parameters." },
      }),
      post: op("Create", { admin: true, body, responses: { 201: stored }, errors: taken }),
    },
    [`${base}/featured`]: {
      get: op(`Featured (${resource.visible})`, { responses: { 200: ok("An array.", arrayOf(item)) }, errors: CAPPED }),
    },
    ...(slugs && {
      [`${base}/slug/{slug}`]: {
        get: op("Read by slug", {
          parameters: [pathParam("slug", { type: "string" })],
          responses: { 200: stored },
          errors: hidden,
        }),
      },
    }),
    [`${base}/{id}`]: {
      get: versionedRead(op("Read by id", { parameters: [id], responses: { 200: stored }, errors: hidden })),
      put: versionedSave(
        op(resource.replaceSummary ?? "Replace (full body)", {
          admin: true,
          parameters: [id],
          body: resource.replaceBody ?? body,
          responses: { 200: stored },
          errors: { ...missing, ...taken },
        }),
      ),
      delete: op("Delete", {
        admin: true,
        parameters: [id],
        responses: succeeded("Deleted."),
        errors: missing,
      }),
    },
  };
}

/** The calls of a content resource described on its routes: `.get("/", docs.list, queryOf(…), …)`. */
export interface DescribedResource {
  tag: string;
  /** The stored object a read answers. */
  item: Converted;
  search: string;
  visible: string;
  /** Writes answer 409 when they take a slug in use. */
  slugs?: boolean;
  /** The `{id}` parameter's schema where it is not a number (the id validator describes those). */
  id?: object;
  replaceSummary?: string;
}

export function describeResource({ tag, item, search, visible, slugs, id, replaceSummary }: DescribedResource) {
  const op = describeRoutes(tag);
  const stored = ok("The stored object.", item);
  const hidden = { 404: "Unknown, or not visible without a token." };
  const missing = { 404: "Unknown." };
  const taken = slugs ? { 409: "Slug taken." } : {};
  const parameters = id ? [pathParam("id", id)] : undefined;
  return {
    list: op(`List (${visible}; search: ${search})`, {
      responses: pageOf(item),
      errors: { 400: "Bad paging or filter parameters." },
    }),
    featured: op(`Featured (${visible})`, { responses: { 200: ok("An array.", arrayOf(item)) }, errors: CAPPED }),
    bySlug: op("Read by slug", { responses: { 200: stored }, errors: hidden }),
    read: op("Read by id", { parameters, responses: { 200: stored }, errors: hidden, versioned: "read" }),
    create: op("Create", { responses: { 201: stored }, errors: taken }),
    replace: op(replaceSummary ?? "Replace (full body)", {
      parameters,
      responses: { 200: stored },
      errors: { ...missing, ...taken },
      versioned: "save",
    }),
    remove: op("Delete", { parameters, responses: succeeded("Deleted."), errors: missing }),
  };
}

/** A visitor's form (its body and the human check on the route): 201 `{ success, id }` whether stored or silently discarded. */
export const describeSubmission = (tag: string) =>
  describeRoutes(tag)("Submit the public form (stored for staff to review)", {
    responses: { 201: ok("Received.", ref("Submitted")) },
    errors: THROTTLED,
  });

/** PUT's body where it is the full object or `{ status }` alone (approve/reject, the status selector). */
export const fullOrStatus = (item: string) => ({ anyOf: [ref(`${item}Input`), ref(`${item}Status`)] });

/** A visitor's form: 201 `{ success, id }` whether stored or silently discarded, 429 when too many. */
export const submission = (tag: string, body: string) =>
  operations(tag)("Submit the public form (stored for staff to review)", {
    body: ref(body),
    parameters: [humanCheckHeader],
    responses: { 201: ok("Received.", ref("Submitted")) },
    errors: { ...THROTTLED, ...HUMAN_CHECKED },
  });
