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

/** Each segment's score when `pattern` matches `path`, else null. Hono's `:name`, `:name{regex}` and `*`. */
function matchScore(pattern: string[], path: string[]): number[] | null {
  const scores: number[] = [];
  for (const [i, part] of pattern.entries()) {
    if (part === "*") return [...scores, WILDCARD];
    const segment = path[i];
    if (segment === undefined || segment === "") return null;
    const param = /^:\w+(?:\{(.+)\})?$/.exec(part);
    if (!param) {
      if (part !== segment) return null;
      scores.push(LITERAL);
    } else {
      if (param[1] && !new RegExp(`^(?:${param[1]})$`).test(segment)) return null;
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

const segments = (path: string) => path.split("/").slice(1);

/**
 * The methods the API's resource at `path` takes, from its route table: the routes of the most
 * specific pattern that matches (`/api/contacts/submit` is the submission route, not `/api/contacts/:id`),
 * with HEAD wherever GET is. Null when no route matches: that path is a 404, not a 405.
 */
export function allowedApiMethods(routes: readonly Route[], path: string): string[] | null {
  const wanted = segments(path);
  let best: number[] | null = null;
  let methods = new Set<string>();
  for (const route of routes) {
    // `use()` middleware and the JSON 404 fallback are registered for ALL methods; real routes name theirs.
    if (route.method === "ALL") continue;
    const score = matchScore(segments(route.path), wanted);
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
export const checkApiMethod =
  (routes: () => readonly Route[]): MiddlewareHandler =>
  async (c, next) => {
    const allowed = allowedApiMethods(routes(), c.req.path);
    if (!allowed) return next();
    const withOptions = [...allowed, "OPTIONS"];
    if (c.req.method === "OPTIONS") return c.body(null, 204, { Allow: withOptions.join(", ") });
    if (allowed.includes(c.req.method)) return next();
    const error = new ApiError(405, "method_not_allowed", HTTP_MESSAGES.methodNotAllowed(withOptions), undefined, {
      Allow: withOptions.join(", "),
    });
    return errorResponse(c, error);
  };
