import { appEnv } from "@worker/env";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { loadSession } from "./auth-middleware";
import { ApiError, errorResponse, errors } from "./errors";
import type { ApiEnv } from "./types";

/** JSON bodies are small; uploads set their own, larger cap. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

export const api = new Hono<ApiEnv>();

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

// One router per resource, mounted here and nowhere else.

api.notFound((c) => errorResponse(c, errors.notFound("This API path")));

api.onError((error, c) => {
  if (error instanceof ApiError) return errorResponse(c, error);
  console.error("Unhandled API error", error);
  return errorResponse(c, errors.internal());
});
