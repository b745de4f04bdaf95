import type { StaffArea } from "@domain/roles";
import { api } from "@worker/api";
import { roleCheckArea } from "@worker/api/auth-middleware";
import { type Resource, resourceOfRoutes } from "@worker/api/resource";

/**
 * Every route of the API that needs no admin session; every other one must refuse a request
 * without a live one. Paths are written with `{}` for any parameter, whatever its name or pattern.
 */
export const PUBLIC = new Set([
  "POST /api/login",
  "POST /api/login/second-factor",
  "POST /api/login/passkey/options",
  "POST /api/login/passkey",
  "POST /api/password/forgot",
  "POST /api/password/reset",
  "POST /api/contacts/submit",
  "POST /api/testimonials/submit",
  "POST /api/newsletter/subscribe",
  "POST /api/newsletter/confirm",
  "POST /api/newsletter/unsubscribe",
  "GET /api/newsletter/unsubscribe",
  "POST /api/invitations/accept",
  "POST /api/invitations/check",
  "POST /api/csp-reports",
  "GET /api/settings",
  "GET /api/openapi.json",
  "GET /api/health",
  ...["blog", "team", "testimonials", "practice-areas"].flatMap((r) => [
    `GET /api/${r}`,
    `GET /api/${r}/featured`,
    `GET /api/${r}/{}`,
  ]),
  "GET /api/blog/slug/{}",
  "GET /api/blog/category/{}",
  "GET /api/practice-areas/slug/{}",
  "GET /api/search",
  "GET /api/bookings/availability",
  "POST /api/bookings/holds",
  "POST /api/bookings",
  // The visitor's manage link: the token is the credential.
  "GET /api/bookings/manage",
  "POST /api/bookings/manage/cancel",
  "POST /api/bookings/manage/reschedule",
]);

/** Hono's `:name`, `:name{pattern}` and `:name?`. */
export const PARAM = /:(\w+)(\{[^}]*\})?\??/g;
/** A router path with `{}` for every parameter, as PUBLIC writes them. */
export const normalised = (path: string) => path.replace(PARAM, "{}").replaceAll("*", "{}");
export const isPublic = (method: string, path: string) => PUBLIC.has(`${method.toUpperCase()} ${normalised(path)}`);

/**
 * Every method + path the API serves, read from the router itself, once each. `use()` middleware
 * and the JSON 404 fallback are registered for ALL methods; real routes name theirs.
 */
export const servedRoutes = () => [
  ...new Map(
    api.routes
      .filter((r) => r.method !== "ALL")
      .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }] as const),
  ).values(),
];

/** A plausible value for a path parameter: the first candidate its pattern (if any) accepts. */
function sample(pattern: string | undefined): string {
  const candidates = ["1", "sarah-johnson", "real-estate", "x"];
  if (!pattern) return "1";
  const regex = new RegExp(`^(?:${pattern.slice(1, -1)})$`);
  return candidates.find((c) => regex.test(c)) ?? "1";
}

/** A callable path for a router path: every parameter filled with a value its pattern accepts. */
export const concrete = (path: string) =>
  path.replace(PARAM, (_, _name, pattern) => sample(pattern)).replaceAll("*", "x");

/** The area a route's own handlers check (requireRole), read from the router's entries for that method and path. */
export const areaOf = (route: { method: string; path: string }): StaffArea | undefined =>
  api.routes
    .filter((r) => r.method === route.method && r.path === route.path)
    .map((r) => roleCheckArea(r.handler))
    .find((area) => area !== undefined);

/** The resource a route's router declares (worker/api/resource.ts), found by Hono's own routing of that route. */
export function resourceOfRoute(route: { method: string; path: string }): Resource | undefined {
  const [matches] = api.router.match(route.method, concrete(route.path));
  return resourceOfRoutes(matches.map(([[, matched]]) => matched));
}
