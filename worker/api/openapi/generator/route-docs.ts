import type { MiddlewareHandler } from "hono";
import { uniqueSymbol } from "hono-openapi";
import type { Errors } from "../components/errors";

/**
 * How a route carries its part of the API description: hono-openapi's generateSpecs walks the router
 * and reads, from each middleware on the route, the piece kept under its symbol. The route's
 * `describe(…)` says what only the route knows (summary, answers); its validators, guards and checks
 * add what they do (a body, parameters, security, the errors they answer). Pieces are plain data or
 * getters: nothing is converted until the document is built (generator/walk.ts).
 */

/** Error answers a route's middleware implies; the route's own wording (`errors`) wins (walk.ts). */
export const IMPLIED = "x-implied-errors";
/** The route's own error answers. */
export const STATED = "x-errors";
/** The route's own operationId; others are derived from the finished operation (operation-ids.ts). */
export const OPERATION_ID = "x-operation-id";
/** A read that tags the item's version, or a save that takes If-Match (versioned.ts). */
export const VERSIONED = "x-versioned";

/** Marks a middleware with its piece of the description. */
export function documenting<M extends object>(middleware: M, spec: object): M {
  return Object.assign(middleware, { [uniqueSymbol]: { spec } });
}

export interface RouteDescription {
  responses: Record<number, object>;
  errors?: Errors;
  /** Parameters no validator reads (a header the handler reads itself). */
  parameters?: object[];
  versioned?: "read" | "save";
  /** Longer than the summary; composed from the operation's shape when absent (descriptions.ts). */
  description?: string;
  /** Unique camelCase; derived from the method and path when absent (operation-ids.ts). */
  operationId?: string;
}

/** The description of one route, for the routes of one tag: `.get("/", describe("List"…), …, handler)`. */
export const describeRoutes =
  (tag: string) =>
  (summary: string, { responses, errors, parameters, versioned, description, operationId }: RouteDescription) =>
    documenting<MiddlewareHandler>(
      async (_c, next) => {
        await next();
      },
      {
        tags: [tag],
        summary,
        ...(operationId ? { [OPERATION_ID]: operationId } : {}),
        ...(description ? { description } : {}),
        ...(parameters ? { parameters } : {}),
        responses,
        ...(errors ? { [STATED]: errors } : {}),
        ...(versioned ? { [VERSIONED]: versioned } : {}),
      },
    );
