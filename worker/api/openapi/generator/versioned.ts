import { etag, ifMatch, WHY_409 } from "../components/edit-versions";
import { describeOperation } from "./descriptions";
import { json, ref } from "./schemas";

/** What a route marked `versioned` (route-docs.ts) gets: the ETag on its answers, If-Match and the 409 on a save. */

type Operation = {
  parameters?: object[];
  responses: Record<string, { description?: string; headers?: object; content?: object }>;
  summary?: string;
  security?: unknown[];
  description?: string;
};

const tagged = (response: Operation["responses"][string] | undefined) =>
  response && { ...response, headers: { ...response.headers, ...etag } };

/** A staff read that answers the item's version as its ETag. */
export function versionedRead<T extends Operation>(operation: T): T {
  return { ...operation, responses: { ...operation.responses, 200: tagged(operation.responses[200]) } };
}

/** A save that takes If-Match and answers 409 with the edit conflict (or, where it says so, a taken slug). */
export function versionedSave<T extends Operation>(operation: T): T {
  const slugTaken = operation.responses[409];
  const conflict = {
    description: slugTaken
      ? `${slugTaken.description} Or: someone saved since (If-Match).`
      : "Someone saved since (If-Match).",
    headers: etag,
    content: json(slugTaken ? { anyOf: [ref("EditConflict"), ref("Error")] } : ref("EditConflict")),
  };
  const saved = {
    ...operation,
    parameters: [...(operation.parameters ?? []), ifMatch],
    responses: { ...operation.responses, 200: tagged(operation.responses[200]), 409: conflict },
  };
  return { ...saved, description: `${describeOperation(saved)} ${WHY_409}` };
}
