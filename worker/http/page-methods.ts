import { READ_METHODS } from "@domain/http";
import { HTTP_MESSAGES } from "@domain/messages";
import type { MiddlewareHandler } from "hono";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type Manifest = ServerBuild["routes"];
/** A route as matchRoutes reads it; its `handle` says whether a form may post to it. */
type RouteNode = RouteObject & { handle: { hasAction: boolean }; children?: RouteNode[] };

/** The build's flat route manifest as the nested tree matchRoutes reads. */
function routeTree(manifest: Manifest): RouteNode[] {
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const { id, path, index, caseSensitive } = route;
    const node = { id, path, index, caseSensitive, handle: { hasAction: Boolean(route.module.action) } };
    nodes.set(id, (index ? node : { ...node, children: [] }) as RouteNode);
  }
  const roots: RouteNode[] = [];
  for (const route of Object.values(manifest)) {
    const node = route && nodes.get(route.id);
    if (!node) continue;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent?.children ?? roots).push(node);
  }
  return roots;
}

const trees = new WeakMap<Manifest, RouteNode[]>();

/** The page a React Router data request (`/contact.data`, `/_root.data` for the index) is for. */
const documentPath = (path: string) => {
  if (!path.endsWith(".data")) return path;
  const page = path.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
};

/**
 * What a page's URL takes: GET and HEAD, and POST when the route a form posts to has an action.
 * As React Router chooses it: the deepest match, or an index route's parent unless `?index` is asked for.
 */
export function allowedPageMethods(manifest: Manifest, url: URL): string[] {
  let tree = trees.get(manifest);
  if (!tree) {
    tree = routeTree(manifest);
    trees.set(manifest, tree);
  }
  const matches = matchRoutes(tree, documentPath(url.pathname)) ?? [];
  let target = matches.at(-1)?.route;
  if (target?.index && !url.searchParams.has("index")) target = matches.at(-2)?.route;
  return target?.handle.hasAction ? [...READ_METHODS, "POST"] : [...READ_METHODS];
}

/** A 405 with the methods the resource does take (RFC 9110 §15.5.6). */
export const methodNotAllowed = (allowed: readonly string[]) =>
  new Response(HTTP_MESSAGES.methodNotAllowed(allowed), {
    status: 405,
    headers: { Allow: allowed.join(", "), "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * Pages and feeds answer only the methods they take: any other (PUT, PATCH, OPTIONS, a POST where
 * no form posts) is a 405 naming them, and never reaches a loader or a form's action.
 */
export const checkPageMethod =
  (loadBuild: () => Promise<ServerBuild>): MiddlewareHandler =>
  async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") return next();
    const allowed = allowedPageMethods((await loadBuild()).routes, new URL(c.req.url));
    return allowed.includes(method) ? next() : methodNotAllowed(allowed);
  };
