import { submitted, success } from "../components/answers";
import { editConflict } from "../components/edit-versions";
import { errorBody } from "../components/errors";
import { TAGS } from "../components/tags";
import { describeOperation } from "./descriptions";
import { deriveOperationId } from "./operation-ids";
import { json, jsonSchema, ref } from "./schemas";
import { generatedArea } from "./walk";

type Operation = {
  operationId?: string;
  description?: string;
  summary?: string;
  responses?: Record<string, { description?: string }>;
};

/** Any operation can fail unexpectedly (the API's onError): the error body, never the internals. */
const UNEXPECTED = { description: "An unexpected failure (500), without internals.", content: json(ref("Error")) };

/** Every operation gets an operationId and a description, its own where it gives one. */
function finished(paths: Record<string, Record<string, Operation>>): Record<string, Record<string, object>> {
  return Object.fromEntries(
    Object.entries(paths).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => [
          method,
          {
            ...operation,
            responses: { ...operation.responses, default: UNEXPECTED },
            operationId: operation.operationId ?? deriveOperationId(method, path, operation),
            description: operation.description ?? describeOperation(operation),
          },
        ]),
      ),
    ]),
  );
}

/**
 * The OpenAPI 3.1 document of the whole API, built from the same zod schemas that validate requests
 * (and, for answers, from the tables they come from), so the two cannot drift: every route describes
 * itself (walk.ts), and this module adds what the whole document shares.
 */
export async function openApiDocument() {
  const generated = await generatedArea();
  return {
    openapi: "3.1.0",
    info: {
      title: "Whitmore & Associates API",
      version: "1.0.0",
      // The firm's own API for its site and back office, offered to no one else under any licence.
      license: { name: "Proprietary: all rights reserved", identifier: "LicenseRef-Proprietary" },
      description:
        "JSON both ways. Without a valid admin token, reads show only public items; with one, everything. " +
        "Lists answer a plain array with the total in X-Total-Count. Every error answers the `Error` body: " +
        "a message, and the messages per field when validation failed.",
    },
    servers: [{ url: "/" }],
    tags: TAGS,
    paths: finished(generated.paths as Record<string, Record<string, Operation>>),
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "The token of POST /api/login." } },
      schemas: {
        ...generated.schemas,
        Success: jsonSchema(success, "output"),
        Submitted: jsonSchema(submitted, "output"),
        Error: jsonSchema(errorBody, "output"),
        EditConflict: jsonSchema(editConflict, "output"),
      },
    },
  };
}
