import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { api } from "./api";
import { mediaRoutes } from "./media/serve";

/** Created once per isolate, not per request. */
const handleDocument = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const app = new Hono<{ Bindings: Cloudflare.Env }>();

app.route("/", api);
// Before the catch-all: staff uploads from R2, and nothing else, under /media.
app.route("/media", mediaRoutes);

// Everything else, form POSTs included, is a page of the React Router app.
app.all("*", (c) => handleDocument(c.req.raw, new RouterContextProvider()));

export default app;
