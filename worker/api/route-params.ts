import { canReach, type StaffArea } from "@domain/roles";
import type { Visibility } from "@worker/data/query";
import type { Context, MiddlewareHandler } from "hono";
import { isAdmin } from "./auth-middleware";
import { errors } from "./errors";
import { idDocs } from "./openapi/generator/middleware-docs";
import { documenting } from "./openapi/generator/route-docs";
import type { ApiEnv } from "./types";

/** Up to 15 digits: every id D1 hands out, and always a safe integer. */
export const MAX_ID = 999_999_999_999_999;

/** A numeric id from the path. Anything else names no item: a 404, like an unknown number. */
export function numericId(c: Context<ApiEnv>, what: string): number {
  const value = c.req.param("id") ?? "";
  if (!/^[1-9]\d{0,14}$/.test(value)) throw errors.notFound(what);
  return Number(value);
}

/**
 * Visitors see public items only (DESIGN §4); hidden ones (drafts, scheduled posts, inactive
 * attorneys, pending testimonials) are seen by staff whose role reaches the area they belong to, and
 * by no other role (an intake account reads no draft article). An answer that may hold hidden items
 * must never be cached for the next caller.
 */
export function visibilityOf(c: Context<ApiEnv>, area: StaffArea): Visibility {
  const role = c.var.admin?.role;
  const includeHidden = role !== undefined && canReach(role, area);
  if (isAdmin(c)) c.header("Cache-Control", "no-store");
  return { includeHidden };
}

/** The path's numeric id as validated input (`c.req.valid("param").id`), checked before any body is read. */
export const idParam = (
  what: string,
): MiddlewareHandler<ApiEnv, string, { in: { param: { id: string } }; out: { param: { id: number } } }> =>
  documenting(async (c, next) => {
    c.req.addValidatedData("param", { id: numericId(c, what) });
    await next();
  }, idDocs(MAX_ID));
