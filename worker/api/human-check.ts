import { HUMAN_CHECK_FAILED } from "@domain/messages";
import { TURNSTILE_HEADER } from "@domain/turnstile";
import { verifyHuman } from "@worker/data/turnstile";
import { clientAddress } from "@worker/http/client-address";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { ApiError } from "./errors";
import { humanDocs } from "./openapi/generator/middleware-docs";
import { documenting } from "./openapi/generator/route-docs";
import type { ApiEnv } from "./types";

export const humanCheckFailed = () => new ApiError(403, "human_check_failed", HUMAN_CHECK_FAILED);

/** Whether the request's token (the CF-Turnstile-Response header) passes; always true while Turnstile is off. */
export const passesHumanCheck = (c: Context<ApiEnv>) =>
  verifyHuman(c.var.app, c.req.header(TURNSTILE_HEADER), clientAddress(c.req.raw));

/**
 * Public forms, after their body is validated (a token is single-use: a typo must not spend it): while
 * Turnstile is on, 403 unless the verify endpoint accepts the request's token.
 */
export const requireHuman = documenting(
  createMiddleware<ApiEnv>(async (c, next) => {
    if (!(await passesHumanCheck(c))) throw humanCheckFailed();
    await next();
  }),
  humanDocs,
);
