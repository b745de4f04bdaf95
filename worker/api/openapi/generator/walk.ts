import { generateSpecs } from "hono-openapi";
import { api } from "../../index";
import { type Errors, error } from "../components/errors";
import { IMPLIED, OPERATION_ID, STATED, VERSIONED } from "./route-docs";
import { versionedRead, versionedSave } from "./versioned";

type Operation = Record<string, unknown> & {
  summary?: string;
  security?: unknown[];
  responses: Record<string, object>;
};
type ErrorStatus = Parameters<typeof error>[0];

/** The errors the route's middleware implies, worded by the route where it says more; `[]` for public routes. */
function finishedOperation(raw: Operation) {
  const { [IMPLIED]: implied, [STATED]: stated, [VERSIONED]: versioned, [OPERATION_ID]: id, ...operation } = raw;
  const answers: Errors = { ...(implied as Errors), ...(stated as Errors) };
  const failures = Object.entries(answers).map(([status, text]) => [
    status,
    error(Number(status) as ErrorStatus, text),
  ]);
  const finished = {
    ...operation,
    // hono-openapi names every operation after its path; ours are derived in document.ts unless the route names its own.
    operationId: id as string | undefined,
    security: operation.security ?? [],
    responses: { ...operation.responses, ...Object.fromEntries(failures) },
  };
  if (versioned === "read") return versionedRead(finished);
  return versioned === "save" ? versionedSave(finished) : finished;
}

/**
 * The operations the routes describe themselves (`describe…(summary, …)` on the route), read from the
 * router by hono-openapi, with the component schemas their answers name. A route without a
 * description is left to the hand-written areas until it is converted.
 */
export async function generatedArea() {
  const generated = await generateSpecs(api, { excludeStaticFile: false, defaultValidationErrorResponse: false });
  const paths: Record<string, Record<string, object>> = {};
  for (const [path, operations] of Object.entries(generated.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!operation.summary) continue;
      paths[path] = { ...paths[path], [method]: finishedOperation(operation) };
    }
  }
  return { paths, schemas: (generated.components as { schemas?: Record<string, object> }).schemas ?? {} };
}
