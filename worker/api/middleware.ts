import { D1_BOOKMARK_HEADER, openReadSession } from "@worker/read-session";
import type { Hono } from "hono";
import { checkApiMethod } from "./allowed-methods";
import { auditWrites } from "./audit-middleware";
import { loadSession } from "./auth-middleware";
import { bumpAfterPublicWrite, edgeCacheDeclaredReads, limitJsonBodies } from "./resource-effects";
import type { ApiEnv } from "./types";

/**
 * Everything in front of the API's routers, in order, on `app` (the API; a test's API of its own
 * routers): registered before them, it runs before their handlers.
 */
// biome-ignore lint/suspicious/noExplicitAny: whatever routes the app already carries
export function applyApiMiddleware(app: Hono<ApiEnv, any, "/api">): void {
  // Before the session and the body: a method the resource does not take is a 405, never a 401 (issue 27).
  app.use(
    "*",
    checkApiMethod(() => app.routes),
  );

  // What each router declares itself (./resource.ts) decides the edge cache, the body limit, the content
  // version and the audit log below, through the route a request matched.
  app.use("*", edgeCacheDeclaredReads);

  // Reads through a D1 session (replicas near the caller); the bookmark goes back for read-your-writes.
  app.use("*", async (c, next) => {
    const unsafe = c.req.method !== "GET" && c.req.method !== "HEAD";
    const session = openReadSession(c.env, c.req.header(D1_BOOKMARK_HEADER), unsafe);
    c.set("app", session.app);
    await next();
    const bookmark = session.bookmark();
    if (bookmark) c.header(D1_BOOKMARK_HEADER, bookmark);
  });
  app.use("*", limitJsonBodies);
  app.use("*", loadSession);
  app.use("*", bumpAfterPublicWrite);
  app.use("*", auditWrites);
}
