import { HTTP_MESSAGES } from "@domain/messages";
import type { MiddlewareHandler } from "hono";
import { ApiError, errorResponse } from "./errors";

interface Route {
  method: string;
  path: string;
}

/** How closely a pattern's segment names a path's: a literal beats a parameter, which beats a wildcard. */
const LITERAL = 2;
const PARAMETER = 1;
const WILDCARD = 0;

/** One segment of a route's pattern, parsed once: Hono's literal, `:name`, `:name{regex}` or `*`. */
type Part = { literal: string } | { parameter: RegExp | null } | "wildcard";

interface CompiledRoute {
  method: string;
  parts: Part[];
}

const segments = (path: string) => path.split("/").slice(1);

function compilePart(part: string): Part {
  if (part === "*") return "wildcard";
  const param = /^:\w+(?:\{(.+)\})?$/.exec(part);
  if (!param) return { literal: part };
  return { parameter: param[1] ? new RegExp(`^(?:${param[1]})$`) : null };
}

/** The route table parsed once: `use()` middleware and the JSON 404 fallback (method ALL) are not routes. */
function compileRoutes(routes: readonly Route[]): CompiledRoute[] {
  return routes
    .filter((route) => route.method !== "ALL")
    .map((route) => ({ method: route.method, parts: segments(route.path).map(compilePart) }));
}

/** Each segment's score when `pattern` matches `path`, else null. */
function matchScore(pattern: Part[], path: string[]): number[] | null {
  const scores: number[] = [];
  for (const [i, part] of pattern.entries()) {
    if (part === "wildcard") return [...scores, WILDCARD];
    const segment = path[i];
    if (segment === undefined || segment === "") return null;
    if ("literal" in part) {
      if (part.literal !== segment) return null;
      scores.push(LITERAL);
    } else {
      if (part.parameter && !part.parameter.test(segment)) return null;
      scores.push(PARAMETER);
    }
  }
  return pattern.length === path.length ? scores : null;
}

/** Lexicographic: the earlier literal segment wins, as a reader would say which route an address names. */
function compareScores(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const difference = (a[i] ?? -1) - (b[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The methods the API's resource at `path` takes, from its route table: the routes of the most
 * specific pattern that matches (`/api/contacts/submit` is the submission route, not `/api/contacts/:id`),
 * with HEAD wherever GET is. Null when no route matches: that path is a 404, not a 405.
 */
function allowedApiMethods(table: readonly CompiledRoute[], path: string): string[] | null {
  const wanted = segments(path);
  let best: number[] | null = null;
  let methods = new Set<string>();
  for (const route of table) {
    const score = matchScore(route.parts, wanted);
    if (!score) continue;
    const order = best ? compareScores(score, best) : 1;
    if (order > 0) {
      best = score;
      methods = new Set();
    }
    if (order >= 0) methods.add(route.method);
  }
  if (methods.size === 0) return null;
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods];
}

/**
 * Before authentication: a method the resource does not take is a 405 with `Allow` (RFC 9110 §15.5.6),
 * not a 401 for a route it happened to resemble, and OPTIONS answers 204 with `Allow`.
 */
export const checkApiMethod = (routes: () => readonly Route[]): MiddlewareHandler => {
  // Parsed on the first request, when every router is mounted, and again only if routes are added
  // later (a test's API): parsing all patterns on every request cost about 1 ms of CPU each.
  let parsed: { from: readonly Route[]; length: number; table: CompiledRoute[] } | undefined;
  const tableOf = (current: readonly Route[]) => {
    if (parsed?.from !== current || parsed.length !== current.length)
      parsed = { from: current, length: current.length, table: compileRoutes(current) };
    return parsed.table;
  };
  return async (c, next) => {
    const allowed = allowedApiMethods(tableOf(routes()), c.req.path);
    if (!allowed) return next();
    const withOptions = [...allowed, "OPTIONS"];
    if (c.req.method === "OPTIONS") return c.body(null, 204, { Allow: withOptions.join(", ") });
    if (allowed.includes(c.req.method)) return next();
    const error = new ApiError(405, "method_not_allowed", HTTP_MESSAGES.methodNotAllowed(withOptions), undefined, {
      Allow: withOptions.join(", "),
    });
    return errorResponse(c, error);
  };
};
