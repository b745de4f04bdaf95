import { ACCOUNT_MESSAGES, STAFF_MESSAGES } from "@domain/messages";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** DESIGN §4's error body. */
export interface ErrorBody {
  success: false;
  error: { code: string; message: string; fields?: Record<string, string[]> };
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** More of the error object, beside code and message (an edit conflict's who, when and what). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const errors = {
  badJson: () => new ApiError(400, "invalid_json", "The request body is not valid JSON."),
  validation: (fields: Record<string, string[]>) =>
    new ApiError(400, "validation_failed", "Some fields are missing or invalid.", fields),
  unauthorized: () => new ApiError(401, "unauthorized", "Sign in to continue."),
  csrfRefused: () =>
    new ApiError(403, "csrf_refused", "This request did not come from the back office. Reload the page and try again."),
  enrolmentRequired: () => new ApiError(403, "second_factor_required", ACCOUNT_MESSAGES.enrolmentRequired),
  forbidden: () => new ApiError(403, "forbidden", STAFF_MESSAGES.forbidden),
  notFound: (what = "The requested item") => new ApiError(404, "not_found", `${what} was not found.`),
  conflict: (message: string, fields?: Record<string, string[]>) => new ApiError(409, "conflict", message, fields),
  tooLarge: (limit: string) => new ApiError(413, "payload_too_large", `The request body is larger than ${limit}.`),
  unsupportedType: (expected: string) => new ApiError(415, "unsupported_media_type", `Send the body as ${expected}.`),
  tooManyRequests: (retryAfterSeconds: number) =>
    new ApiError(429, "too_many_requests", "Too many requests. Please wait a moment and try again.", undefined, {
      "Retry-After": String(retryAfterSeconds),
    }),
  internal: () => new ApiError(500, "internal_error", "Something went wrong on our side. Please try again."),
  unavailable: (what: string[]) =>
    new ApiError(503, "service_unavailable", `Not answering: ${what.join(", ")}.`, undefined, {
      "Cache-Control": "no-store",
    }),
};

/** The record, or the API's 404 naming it: a missing record in one line (the Epic Stack's invariantResponse). */
export function found<T>(value: T | null | undefined, what?: string): T {
  if (!value) throw errors.notFound(what);
  return value;
}

export function errorResponse(c: Context, error: ApiError) {
  const body: ErrorBody = {
    success: false,
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...error.details,
    },
  };
  return c.json(body, error.status, error.headers);
}
