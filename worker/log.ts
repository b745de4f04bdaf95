import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Structured logs: one JSON object per line (Workers Logs indexes its fields), each carrying the id
 * of the request it belongs to. The id lives in an AsyncLocalStorage scope opened by the Worker's
 * first middleware (worker/observability/request-log.ts), so code deep in a request logs with it
 * without passing it along.
 */
export type LogLevel = "info" | "warn" | "error";

interface RequestScope {
  requestId: string;
  /** A server error someone caught and answered with a 500, written with the request's line. */
  failure?: unknown;
  /** Extra fields for the request's line (e.g. which health check failed and why). */
  details: Record<string, unknown>;
}

const scope = new AsyncLocalStorage<RequestScope>();

export const inRequestScope = <T>(requestId: string, run: () => T): T => scope.run({ requestId, details: {} }, run);

export const currentScope = (): RequestScope | undefined => scope.getStore();

export function log(level: LogLevel, event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, event, requestId: scope.getStore()?.requestId, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

interface ErrorFields {
  name: string;
  message: string;
  stack?: string;
  cause?: ErrorFields;
}

/**
 * An error as log fields, with its causes (Drizzle wraps D1's own error in one): its stack goes to
 * the logs, never into a response.
 */
export function errorFields(error: unknown, depth = 0): ErrorFields {
  if (!(error instanceof Error)) return { name: "NonError", message: String(error) };
  const fields: ErrorFields = { name: error.name, message: error.message, stack: error.stack };
  if (error.cause !== undefined && depth < 3) fields.cause = errorFields(error.cause, depth + 1);
  return fields;
}

/** Records a server error answered as a 500, so the request's log line carries its stack. */
export function noteFailure(error: unknown): void {
  const current = scope.getStore();
  if (current) current.failure ??= error;
  else log("error", "unhandled_error", { error: errorFields(error) });
}

/** Adds fields to the current request's log line. */
export function noteDetails(details: Record<string, unknown>): void {
  Object.assign(scope.getStore()?.details ?? {}, details);
}
