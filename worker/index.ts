import { CSP_DIRECTIVES, cspNonceContext } from "@domain/csp";
import { Hono } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { api } from "./api";
import { handleEmailQueue } from "./email/deliver";
import { mediaRoutes } from "./media/serve";
import { runScheduled } from "./scheduled";

/** Created once per isolate, not per request. */
const handleDocument = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

type Env = { Bindings: Cloudflare.Env; Variables: { secureHeadersNonce?: string } };
const app = new Hono<Env>();

// Every response: no MIME sniffing, a careful referrer, no framing.
app.use("*", secureHeaders({ referrerPolicy: "strict-origin-when-cross-origin", xFrameOptions: "DENY" }));

app.route("/", api);
// Before the catch-all: staff uploads from R2, and nothing else, under /media.
app.route("/media", mediaRoutes);

/**
 * Pages: an enforced CSP with a fresh nonce per response (the back office keeps its token in
 * local storage, so injected script must have nowhere to run), and no powerful browser features.
 */
const pageHeaders = secureHeaders({
  contentSecurityPolicy: { ...CSP_DIRECTIVES, scriptSrc: [NONCE, "'strict-dynamic'"] },
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
});

// Everything else, form POSTs included, is a page of the React Router app.
app.all("*", pageHeaders, (c) => {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, c.get("secureHeadersNonce"));
  return handleDocument(c.req.raw, context);
});

export default {
  fetch: app.fetch,
  scheduled: (controller, env) => runScheduled(controller, env),
  queue: (batch, env) => handleEmailQueue(batch, env),
} satisfies ExportedHandler<Cloudflare.Env>;
