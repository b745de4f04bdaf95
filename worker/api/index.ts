import { ENTITY_NAMES } from "@domain/messages";
import { noteFailure } from "@worker/log";
import { Hono } from "hono";
import { ApiError, errorResponse, errors } from "./errors";
import { applyApiMiddleware } from "./middleware";
import { openApiDocs, serveOpenApi } from "./openapi-answer";
import { accountRoutes } from "./routes/account";
import { attorneyAvailabilityRoutes } from "./routes/attorney-availability";
import { auditRoutes } from "./routes/audit";
import { authRoutes } from "./routes/auth";
import { authPolicyRoutes } from "./routes/auth-policy";
import { autosaveRoutes } from "./routes/autosaves";
import { blogRoutes } from "./routes/blog";
import { bookingSettingsRoutes } from "./routes/booking-settings";
import { bookingsRoutes } from "./routes/bookings";
import { calendarRoutes } from "./routes/calendar";
import { contactsRoutes } from "./routes/contacts";
import { contentRoutes } from "./routes/content";
import { cspReportsRoutes } from "./routes/csp-reports";
import { dashboardRoutes } from "./routes/dashboard";
import { documentsRoutes } from "./routes/documents";
import { engagementLettersRoutes } from "./routes/engagement-letters";
import { healthRoutes } from "./routes/health";
import { invitationsRoutes } from "./routes/invitations";
import { letterTemplatesRoutes } from "./routes/letter-templates";
import { mediaRoutes } from "./routes/media";
import { newsletterRoutes } from "./routes/newsletter";
import { pageSeoRoutes } from "./routes/page-seo";
import { passwordRoutes } from "./routes/password";
import { practiceAreasRoutes } from "./routes/practice-areas";
import { presenceRoutes } from "./routes/presence";
import { questionnaireTemplatesRoutes } from "./routes/questionnaire-templates";
import { searchRoutes } from "./routes/search";
import { settingsRoutes } from "./routes/settings";
import { staffRoutes } from "./routes/staff";
import { teamRoutes } from "./routes/team";
import { testimonialsRoutes } from "./routes/testimonials";
import { uploadsRoutes } from "./routes/uploads";
import type { ApiEnv } from "./types";

/** The JSON API, with its full paths: tests call `api.request("/api/blog", …, env)`. */
export const api = new Hono<ApiEnv>().basePath("/api");

// Before any middleware: health answers even when a binding is missing (appEnv would throw), and no
// rate limit or session lookup stands between an uptime check and its answer.
api.route("/health", healthRoutes);
// Then what stands in front of every router: method check, edge cache, D1 session, body limit, admin
// session, content version, audit log (./middleware.ts).
applyApiMiddleware(api);

// One router per resource, each declaring what it is (./resource.ts), mounted here once each; `Api` is
// their type for the typed client.
const routes = api
  .route("/", authRoutes) // /login, /logout, /session
  .route("/account", accountRoutes)
  .route("/password", passwordRoutes)
  .route("/auth-policy", authPolicyRoutes)
  .route("/blog", blogRoutes)
  .route("/practice-areas", practiceAreasRoutes)
  .route("/team", teamRoutes)
  .route("/testimonials", testimonialsRoutes)
  .route("/contacts", contactsRoutes)
  .route("/questionnaire-templates", questionnaireTemplatesRoutes)
  .route("/newsletter", newsletterRoutes)
  .route("/settings", settingsRoutes)
  .route("/dashboard", dashboardRoutes)
  .route("/uploads", uploadsRoutes)
  .route("/media", mediaRoutes)
  .route("/staff", staffRoutes)
  .route("/invitations", invitationsRoutes)
  .route("/audit", auditRoutes)
  .route("/content", contentRoutes) // previews, revisions
  .route("/page-seo", pageSeoRoutes)
  .route("/csp-reports", cspReportsRoutes)
  .route("/search", searchRoutes)
  .route("/bookings", bookingsRoutes)
  .route("/autosaves", autosaveRoutes)
  .route("/presence", presenceRoutes)
  .route("/calendar", calendarRoutes)
  .route("/booking-settings", bookingSettingsRoutes)
  .route("/attorney-availability", attorneyAvailabilityRoutes)
  .route("/letter-templates", letterTemplatesRoutes)
  .route("/documents", documentsRoutes)
  .route("/engagement-letters", engagementLettersRoutes)
  // Built on request, from a module loaded then: describing every schema is work no other request needs.
  .get("/openapi.json", openApiDocs, serveOpenApi);

/** The API's routes, paths and bodies, for the back office's `hc<Api>` client (types only). */
export type Api = typeof routes;

// Last: any other /api path is a JSON 404 (never the HTML page the site would render).
api.all("*", (c) => errorResponse(c, errors.notFound(ENTITY_NAMES.apiPath)));

api.onError((error, c) => {
  if (error instanceof ApiError) return errorResponse(c, error);
  noteFailure(error);
  return errorResponse(c, errors.internal());
});
