import { ENTITY_NAMES } from "@domain/messages";
import { appEnv } from "@worker/env";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { loadSession } from "./auth-middleware";
import { ApiError, errorResponse, errors } from "./errors";
import { openApiDocument } from "./openapi";
import { authRoutes } from "./routes/auth";
import { blogRoutes } from "./routes/blog";
import { contactsRoutes } from "./routes/contacts";
import { dashboardRoutes } from "./routes/dashboard";
import { intakeRoutes } from "./routes/intake";
import { newsletterRoutes } from "./routes/newsletter";
import { practiceAreasRoutes } from "./routes/practice-areas";
import { settingsRoutes } from "./routes/settings";
import { teamRoutes } from "./routes/team";
import { testimonialsRoutes } from "./routes/testimonials";
import { uploadsRoutes } from "./routes/uploads";
import type { ApiEnv } from "./types";

/** JSON bodies are small; uploads set their own, larger cap. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/** The JSON API, with its full paths: tests call `api.request("/api/blog", …, env)`. */
export const api = new Hono<ApiEnv>().basePath("/api");

api.use("*", async (c, next) => {
  c.set("app", appEnv(c.env));
  await next();
});
api.use("*", async (c, next) => {
  if (c.req.path.startsWith("/api/uploads")) return next();
  return bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: (c) => errorResponse(c, errors.tooLarge("64 KB")),
  })(c, next);
});
api.use("*", loadSession);

// One router per resource, mounted here and nowhere else; `Api` is their type for the typed client.
const routes = api
  .route("/", authRoutes) // /login, /logout, /session
  .route("/blog", blogRoutes)
  .route("/practice-areas", practiceAreasRoutes)
  .route("/team", teamRoutes)
  .route("/testimonials", testimonialsRoutes)
  .route("/contacts", contactsRoutes)
  .route("/contacts", intakeRoutes)
  .route("/newsletter", newsletterRoutes)
  .route("/settings", settingsRoutes)
  .route("/dashboard", dashboardRoutes)
  .route("/uploads", uploadsRoutes)
  .get("/openapi.json", (c) => c.json(openApiDocument()));

/** The API's routes, paths and bodies, for the back office's `hc<Api>` client (types only). */
export type Api = typeof routes;

// Last: any other /api path is a JSON 404 (never the HTML page the site would render).
api.all("*", (c) => errorResponse(c, errors.notFound(ENTITY_NAMES.apiPath)));

api.onError((error, c) => {
  if (error instanceof ApiError) return errorResponse(c, error);
  console.error("Unhandled API error", error);
  return errorResponse(c, errors.internal());
});
