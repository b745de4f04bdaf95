import { UNEXPECTED_ERROR } from "@domain/messages";
import { isRouteErrorResponse } from "react-router";
import type { Missing } from "~/lib/site-text";
import { NotFoundPanel } from "./not-found";

/** 'Unexpected Application Error!' with the status or the message (SPEC §2). */
export function GeneralErrorBoundary({ error }: { error: unknown }) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-bold text-navy-800">{UNEXPECTED_ERROR}</h1>
      <p className="mt-4 text-slate-600">{detail}</p>
    </div>
  );
}

/** A detail route's boundary: its own not-found screen for a 404, the general one otherwise. */
export function DetailErrorBoundary({ error, missing }: { error: unknown; missing: Missing }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPanel {...missing} />;
  return <GeneralErrorBoundary error={error} />;
}
