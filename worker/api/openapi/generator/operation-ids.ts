/**
 * operationIds derived from the method and path, so that every operation has a stable, unique one
 * (code generators name their functions after it) without 96 hand-kept names:
 * `GET /api/blog` (a paged list) → listBlog, `GET /api/blog/slug/{slug}` → getBlogBySlug,
 * `PUT /api/staff/{id}/role` → putStaffRoleById. An operation may still name its own.
 */

const pascal = (word: string) =>
  word
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join("");

/** True for the paged lists: their 200 carries X-Total-Count. */
function isList(operation: { responses?: Record<string, { headers?: object }> }) {
  return Boolean(
    operation.responses?.["200"]?.headers && "X-Total-Count" in (operation.responses["200"].headers ?? {}),
  );
}

export function deriveOperationId(method: string, path: string, operation: object) {
  const segments = path
    .replace(/^\/api\//, "")
    .replace(/\.json$/, "")
    .split("/");
  const words: string[] = [];
  const params: string[] = [];
  segments.forEach((segment, index) => {
    const param = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (param) params.push(param);
    // `slug/{slug}`: the literal only names the parameter that follows it.
    else if (segments[index + 1] !== `{${segment}}`) words.push(segment);
  });
  const verb = method === "get" && isList(operation) ? "list" : method;
  const by = params.length ? `By${params.map(pascal).join("And")}` : "";
  return `${verb}${words.map(pascal).join("")}${by}`;
}
