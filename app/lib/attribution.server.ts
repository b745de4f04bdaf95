import { ATTRIBUTION_FIELDS } from "@domain/attribution";
import { attributionFromReferer } from "@domain/schemas/attribution";

/**
 * A public form's string fields, with where the visitor came from (issue 26): what the browser sent
 * (the whole visit, from sessionStorage), else what this request's Referer tells (no JavaScript: the
 * form page and the query it was opened with).
 */
export function formFieldsWithAttribution(form: FormData, request: Request): Record<string, string> {
  const fields = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  if (ATTRIBUTION_FIELDS.some((f) => fields[f])) return fields;
  const host = new URL(request.url).host;
  const fromRequest = attributionFromReferer(request.headers.get("Referer"), host);
  return { ...fromRequest, ...fields } as Record<string, string>;
}
