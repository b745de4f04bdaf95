import { cspNonceContext } from "@domain/csp";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { withRequestClock } from "./clock";
import { edgeCache } from "./edge/cache";
import { withRequestAppEnv } from "./env";
import { redirectToCanonicalPath } from "./http/canonical-path";
import { stampDate } from "./http/date-header";
import { headAsGet } from "./http/head-request";
import { limitPageForm } from "./http/page-form-limit";
import { checkPageMethod } from "./http/page-methods";
import { settleRequestBody } from "./http/request-body";
import {
  backOfficePageHeaders,
  everyResponseHeaders,
  isBackOfficePath,
  sitePageHeaders,
} from "./http/security-headers";
import { noteFailure } from "./log";
import { mediaRoutes } from "./media/serve";
import { requestLog } from "./observability/request-log";
import { openReadSession } from "./read-session";
import { cardRoutes } from "./social/serve";
import { countArticleViews } from "./views/count-views";

/**
 * In production `load` runs once per isolate and every later call answers the same promise; in
 * development every call loads, so each request sees Vite's latest modules.
 */
const loadedOnce = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  if (import.meta.env.DEV) return load;
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load();
    return loaded;
  };
};

const importBuild = () => import("virtual:react-router/server-build");
const loadBuild = loadedOnce(importBuild);
/**
 * React Router's handler, made from the loaded build. Handed the build function itself, React Router
 * calls it and derives its route tables and static handler anew on every request (several
 * milliseconds of CPU), which only development needs.
 */
const loadDocumentHandler = import.meta.env.DEV
  ? async () => createRequestHandler(importBuild, import.meta.env.MODE)
  : loadedOnce(async () => createRequestHandler(await loadBuild(), import.meta.env.MODE));

type Env = { Bindings: Cloudflare.Env; Variables: { secureHeadersNonce?: string } };
const app = new Hono<Env>();

// First, so it wraps everything: no answer leaves the request body unread (see settleRequestBody).
app.use("*", settleRequestBody);
// The instant a test's request names, outside production only (worker/clock.ts).
app.use("*", (c, next) => withRequestClock(c.req.raw, c.env, next));
// Every request gets an id (X-Request-Id) and one JSON log line.
app.use("*", requestLog);
app.use("*", everyResponseHeaders);
app.use("*", stampDate);
// One URL per page: slash and case variants and the legal aliases are a 308 to it (issue 27).
app.use("*", redirectToCanonicalPath);

// Before the cache, so reads answered from it count too.
app.use("*", countArticleViews);
// Before the cache: a HEAD is answered exactly as its GET.
app.use("*", headAsGet);

/** The smallest JSON answer: uptime checks, and the bench's baseline for every other route's speed. */
app.get("/healthz", (c) => c.json({ ok: true }));

/**
 * The JSON API, loaded by the first /api request of an isolate rather than at its startup: building
 * its routes' zod schemas was most of the Worker's startup CPU, which every cold page view paid.
 * Its own middleware (D1 session, admin session, body limit) runs inside it as before.
 */
const loadApi = loadedOnce(() => import("./api").then((module) => module.api));
const forwardToApi = async (c: Context<Env>) => (await loadApi()).fetch(c.req.raw, c.env, c.executionCtx);
app.all("/api", forwardToApi);
app.all("/api/*", forwardToApi);
// Before the catch-all: staff uploads from R2, and nothing else, under /media.
app.route("/media", mediaRoutes);
// Generated social cards (og:image of posts, practice areas and attorneys without their own).
app.route("/cards", cardRoutes);

/** Pages: a CSP with a fresh nonce per response and the public scripts' hashes; the back office's also requires Trusted Types. */
const pageHeaders: typeof sitePageHeaders = (c, next) =>
  (isBackOfficePath(c.req.path) ? backOfficePageHeaders : sitePageHeaders)(c, next);

// Everything else, form POSTs included, is a page of the React Router app.
// Pages and feeds take GET and HEAD, and POST where a form posts: any other method is a 405 with Allow.
// Public pages answer from the edge cache when they can (worker/edge/policy.ts); the back office never does.
// (The API's public reads do too, where their resource says so: worker/api/index.ts.)
const publicPageCache: MiddlewareHandler<Env> = (c, next) =>
  isBackOfficePath(c.req.path) ? next() : edgeCache(c, next);
app.all("*", publicPageCache, checkPageMethod(loadBuild), limitPageForm, pageHeaders, (c) => {
  const context = new RouterContextProvider();
  // Only the back office's markup uses the nonce; a public page stays the same bytes for everyone,
  // so the edge cache can store it (docs/decisions/007-edge-cache.md).
  context.set(cspNonceContext, isBackOfficePath(c.req.path) ? c.get("secureHeadersNonce") : undefined);
  // Loaders read through a D1 session (nearest replica); worker/read-session.ts.
  const { app: requestApp } = openReadSession(c.env);
  return withRequestAppEnv(requestApp, async () => (await loadDocumentHandler())(c.req.raw, context));
});

// A failure nothing else caught: a bare 500, its stack in the request's log line.
app.onError((error, c) => {
  noteFailure(error);
  return c.text("Internal Server Error", 500);
});

/**
 * What a cron and a queue batch run, loaded when one first runs in an isolate, like the API: no page
 * view pays for them. The Workers tests load both before their first file (tests/setup).
 */
export const backgroundHandlers = {
  scheduled: () => import("./scheduled"),
  queue: () => import("./email/deliver"),
};

export default {
  fetch: app.fetch,
  scheduled: async (controller, env) => (await backgroundHandlers.scheduled()).runScheduled(controller, env),
  queue: async (batch, env) => (await backgroundHandlers.queue()).handleEmailQueue(batch, env),
} satisfies ExportedHandler<Cloudflare.Env>;
