/**
 * What to attack: every route the API serves (read from the Hono router itself), with the query
 * parameters and a valid sample body for each, taken from the OpenAPI document built from the same
 * zod schemas the routes validate with.
 */
import { servedRoutes } from "../../tests/support/routes";
import { openApiDocument } from "../../worker/api/openapi";

type Schema = Record<string, unknown>;
export interface Target {
  method: string;
  /** Hono's path, e.g. /api/blog/:id. */
  path: string;
  admin: boolean;
  query: string[];
  /** A valid value per query parameter. */
  querySample: Record<string, string>;
  /** A body the route accepts (JSON routes only), and its top-level text fields. */
  body?: Record<string, unknown>;
  textFields: string[];
  bodyType?: string;
}

const doc = openApiDocument() as unknown as {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown;
        parameters?: { name: string; in: string; schema: Schema }[];
        requestBody?: { content: Record<string, { schema: Schema }> };
      }
    >
  >;
  components: { schemas: Record<string, Schema> };
};

const resolve = (schema: Schema): Schema =>
  typeof schema.$ref === "string" ? resolve(doc.components.schemas[schema.$ref.split("/").pop() ?? ""] ?? {}) : schema;

let serial = 0;
/** A value the schema accepts (good enough for these schemas: no cross-field rules needed). */
export function sample(raw: Schema, key = ""): unknown {
  const schema = resolve(raw);
  if (Array.isArray(schema.anyOf)) return sample(schema.anyOf[0] as Schema);
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  serial += 1;
  switch (type) {
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(Object.entries(properties).map(([name, value]) => [name, sample(value, name)]));
    }
    case "array":
      return Number(schema.minItems ?? 0) > 0 ? [sample((schema.items ?? {}) as Schema)] : [];
    case "integer":
    case "number":
      return Number(schema.minimum ?? 1) || 1;
    case "boolean":
      return false;
    default: {
      if (/image|photo/i.test(key)) return "/images/blog/default.svg";
      if (/website|url/i.test(key)) return "https://example.com/";
      if (schema.format === "email") return `attack${serial}@example.com`;
      if (schema.format === "uri") return "https://example.com/attack";
      if (typeof schema.pattern === "string" && schema.pattern.includes("a-z0-9"))
        return `attack-${Date.now().toString(36)}-${serial}`;
      const text = `Attack sample ${serial}`;
      return text.slice(0, Number(schema.maxLength ?? text.length));
    }
  }
}

const isText = (raw: Schema): boolean => {
  const schema = resolve(raw);
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Schema[]).some(isText);
  return schema.type === "string" || (Array.isArray(schema.type) && schema.type.includes("string"));
};

const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?\??/g, "{$1}");

export function targets(): Target[] {
  return servedRoutes().map(({ method, path }) => {
    const op = doc.paths[openApiPath(path)]?.[method.toLowerCase()];
    const content = op?.requestBody?.content ?? {};
    const [bodyType, media] = Object.entries(content)[0] ?? [];
    const schema = media ? resolve(media.schema) : undefined;
    const json = bodyType && bodyType !== "multipart/form-data";
    const properties = (schema?.properties ?? {}) as Record<string, Schema>;
    const query = (op?.parameters ?? []).filter((p) => p.in === "query");
    return {
      method,
      path,
      admin: Boolean(op?.security),
      query: query.map((p) => p.name),
      querySample: Object.fromEntries(query.map((p) => [p.name, String(sample(p.schema, p.name))])),
      body: json && schema ? (sample(schema) as Record<string, unknown>) : undefined,
      textFields: json ? Object.keys(properties).filter((key) => isText(properties[key] ?? {})) : [],
      bodyType,
    };
  });
}
