import type { AuditTarget } from "@worker/audit/targets";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";

/**
 * What a router's routes are, declared once at its construction (docs/decisions/030): the API's
 * cross-cutting middleware (audit, content version, edge cache, body limit) reads it from the route
 * a request matched, never from a table of URL prefixes.
 */
export interface Resource extends AuditTarget {
  /** A staff write here changes what the public sees: on success the edge cache's content version moves. */
  publicContent: boolean;
  /** Its public reads (GET, no credentials) may be answered from the edge cache. */
  edgeCached?: boolean;
  /** A session limited to adding a second factor may call it (such a session reaches nothing else). */
  enrolment?: boolean;
  /** Its routes cap their own request bodies (uploads): the API's JSON limit does not apply. */
  ownBodyLimit?: boolean;
  /** The router's paths the resource covers (Hono patterns): all by default; a router mounted at the API's root names its own. */
  scope?: readonly string[];
  /** Parts of the router that are a resource of their own, by Hono path pattern relative to it. */
  parts?: Readonly<Record<string, Resource>>;
}

/**
 * A table of the site's published content (articles, areas, attorneys, testimonials): staff writes
 * move the content version and visitors' reads may come from the edge cache.
 */
export function publishedContent(entity: string, table: SQLiteTable & { id: SQLiteColumn }): Resource {
  return { entity, publicContent: true, edgeCached: true, table, idColumn: table.id };
}

/** Each router's marker middleware, so the resource is found among the routes a request matched. */
const RESOURCES = new WeakMap<object, Resource>();

function marker(resource: Resource): MiddlewareHandler {
  const declare: MiddlewareHandler = (_c, next) => next();
  RESOURCES.set(declare, resource);
  return declare;
}

/**
 * Declares `router` as `resource`'s: every route the router serves, and every router composed into
 * it, is then that resource (or one of its `parts`). Answers the router itself, its type unchanged.
 */
// biome-ignore lint/suspicious/noExplicitAny: any router, plain or OpenAPI-described, whatever its environment
export function resourceRouter<R extends Hono<any, any, any>>(resource: Resource, router: R): R {
  const own = marker(resource);
  for (const pattern of resource.scope ?? ["*"]) router.use(pattern, own);
  for (const [pattern, part] of Object.entries(resource.parts ?? {})) router.use(pattern, marker(part));
  return router;
}

/** The most specific resource among matched routes: a part is registered after its router's own marker. */
export function resourceOfRoutes(routes: readonly { handler: unknown }[]): Resource | undefined {
  return routes.map((route) => RESOURCES.get(route.handler as object)).findLast((resource) => resource !== undefined);
}

/** The resource of the route this request matched (undefined for a path no router serves). */
export const resourceOf = (c: Context): Resource | undefined => resourceOfRoutes(matchedRoutes(c));
