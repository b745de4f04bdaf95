import { describeRoutes } from "../generator/route-docs";
import { arrayOf, type Converted, ref } from "../generator/schemas";
import { ok, pageOf, pathParam, succeeded } from "./answers";
import { CAPPED, THROTTLED } from "./errors";

/** The calls of a content resource described on its routes: `.get("/", docs.list, queryOf(…), …)`. */
interface DescribedResource {
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
