/**
 * What to attack: every route the API serves (read from the Hono router itself), with the query
 * parameters and a valid sample body for each, taken from the OpenAPI document built from the same
 * zod schemas the routes validate with.
 */
import { HONEYPOT_FIELD } from "../../domain/schemas/limits";
import { servedRoutes } from "../../tests/support/routes";
import { openApiDocument } from "../../worker/api/openapi/generator/document";

type Schema = Record<string, unknown>;
export interface Target {
  method: string;
  /** Hono's path, e.g. /api/blog/:id. */
  path: string;
  admin: boolean;
  query: string[];
  /** A valid value per query parameter. */
  querySample: Record<string, string>;
  /** A body the route accepts (JSON routes only). */
  body?: Record<string, unknown>;
  bodyType?: string;
  /**
   * Where a payload can go: each query parameter, top-level text field and path parameter. A point is
   * `pinnedBy` its schema (serialised) when its validator takes only its own shape (a number, an
   * enum, a format, a pattern, an email address, the honeypot): a payload there stops at that
   * validator, which routes share. A free point (no `pinnedBy`) takes free text, the only kind that
   * can carry an injection past validation to the route's own code.
   */
  points: AttackPoint[];
}

/** Every point of the route is pinned by a validator (and it has at least one). */
export const onlyPinned = (target: Target) =>
  target.points.length > 0 && target.points.every((point) => point.pinnedBy !== undefined);

export interface AttackPoint {
  in: "query" | "body" | "path";
  name: string;
  pinnedBy?: string;
}

const doc = (await openApiDocument()) as unknown as {
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
  if (Array.isArray(schema.anyOf)) return sample(schema.anyOf[0] as Schema, key);
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  serial += 1;
  switch (type) {
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(
        Object.entries(properties)
          .map(([name, value]) => [name, sample(value, name)])
          .filter(([, value]) => value !== undefined),
      );
    }
    case "array":
      // A sample questionnaire question is of the first type (short text), which takes no choices.
      if (key === "choices") return [];
      // One item, so the fields inside lists (FAQs, degrees, e-mail lists) are attacked too.
      return schema.maxItems === 0 ? [] : [sample((schema.items ?? {}) as Schema, key)];
    case "integer":
    case "number":
      // Booking slots start on a whole division of the hour (15, 20, 30 or 60 minutes).
      if (key === "stepMinutes") return 30;
      return Number(schema.minimum ?? 1) || 1;
    case "boolean":
      // Consent boxes must be ticked for the route to accept its sample.
      return /consent/i.test(key);
    default: {
      if (key === "attorneyId") return "eleanor-whitmore";
      // A list is paged after one cursor or before one, never both (worker/data/keyset.ts).
      if (key === "after") return "2030-01-01T09:00:00.000Z~1";
      if (key === "before") return undefined;
      // The same on both fields where a password is typed twice.
      if (/password$/i.test(key)) return "Attack sample passphrase 2026";
      // Times: a wall clock where the schema asks for HH:MM (weekly hours), else an instant (calendar ranges, blocks).
      // (An instant's pattern holds its "T"; a day's range is dates: the Activity filter's from and to.)
      const wallClock = typeof schema.pattern === "string" && !schema.pattern.includes("T");
      const day = schema.format === "date";
      if (key === "start" || key === "from")
        return day ? "2024-01-15" : wallClock ? "09:00" : "2030-01-01T09:00:00.000Z";
      if (key === "end" || key === "to") return day ? "2024-01-16" : wallClock ? "17:00" : "2030-01-02T09:00:00.000Z";
      // Optional references the server checks (an attorney's id, an uploaded file): left out. (Not
      // empty: sqlmap's JSON parsing runs an empty string into the next field.)
      if (/(Id|^logoUrl|^faviconUrl)$/.test(key)) return undefined;
      if (key === "timeZone") return "America/New_York";
      // An enquiry names a published practice area or "Other" (worker/data/enquiry-areas.ts).
      if (key === "practiceArea") return "Other";
      // Search synonyms are rules, one a line: words, one "=", what they also mean (Settings → Search).
      if (key === "searchSynonyms") return "DUI = drunk driving";
      // ISO 3166-1 alpha-2, as the settings' structured address requires.
      if (key === "addressCountry") return "US";
      // An attorney of the demo team (the suite runs on the demo content).
      if (key === "assignedTo") return "eleanor-whitmore";
      // A search that finds things: sqlmap's boolean tests tell true from false by what a list shows.
      if (key === "search") return "a";
      if (/image|photo/i.test(key)) return "/images/blog/default.svg";
      if (/email/i.test(key)) return `attack${serial}@example.com`;
      if (/At$/.test(key)) return "2030-01-01T09:00:00.000Z";
      if (schema.format === "date" || /Date$/.test(key)) return "2024-01-15";
      if (/website|url/i.test(key)) return "https://example.com/";
      if (schema.format === "email") return `attack${serial}@example.com`;
      if (schema.format === "uri") return "https://example.com/attack";
      if (typeof schema.pattern === "string" && schema.pattern.includes("a-z0-9"))
        return `attack-${Date.now().toString(36)}-${serial}`;
      const text = `Attack sample ${serial}`.padEnd(Number(schema.minLength ?? 0), "x");
      return text.slice(0, Number(schema.maxLength ?? text.length));
    }
  }
}

const isText = (raw: Schema): boolean => {
  const schema = resolve(raw);
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Schema[]).some(isText);
  return schema.type === "string" || (Array.isArray(schema.type) && schema.type.includes("string"));
};

/** Free text: a string the validator does not pin down (no enum, format or pattern; not an email address, not the honeypot). */
const isFreeText = (raw: Schema, key: string): boolean => {
  const schema = resolve(raw);
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Schema[]).some((s) => isFreeText(s, key));
  // HTML (an overview, a biography) is free text too: the corpus must reach the sanitiser.
  const formatted = schema.format !== undefined && schema.format !== "html";
  if (schema.type !== "string" || schema.enum || formatted || schema.pattern) return false;
  return !/email/i.test(key) && key !== HONEYPOT_FIELD;
};

/** The point, pinned by its schema unless that schema lets free text through. */
const pointOf = (where: AttackPoint["in"], name: string, schema: Schema): AttackPoint =>
  isFreeText(schema, name) ? { in: where, name } : { in: where, name, pinnedBy: JSON.stringify(resolve(schema)) };

const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?\??/g, "{$1}");

export function targets(): Target[] {
  return servedRoutes().map(({ method, path }) => {
    const op = doc.paths[openApiPath(path)]?.[method.toLowerCase()];
    const content = op?.requestBody?.content ?? {};
    const [bodyType, media] = Object.entries(content)[0] ?? [];
    const schema = media ? resolve(media.schema) : undefined;
    const json = bodyType && bodyType !== "multipart/form-data";
    const properties = (schema?.properties ?? {}) as Record<string, Schema>;
    // A parameter with no sample (one of two that exclude each other) is left out of the request.
    const query = (op?.parameters ?? [])
      .filter((p) => p.in === "query")
      .map((p) => ({ ...p, value: sample(p.schema, p.name) }))
      .filter((p) => p.value !== undefined);
    const pathSchemas = new Map((op?.parameters ?? []).filter((p) => p.in === "path").map((p) => [p.name, p.schema]));
    const textFields = json ? Object.keys(properties).filter((key) => isText(properties[key] ?? {})) : [];
    return {
      method,
      path,
      // Public operations say `security: []` (the Redocly rule): only a non-empty list asks for a token.
      admin: Array.isArray(op?.security) ? op.security.length > 0 : Boolean(op?.security),
      query: query.map((p) => p.name),
      querySample: Object.fromEntries(query.map((p) => [p.name, String(p.value)])),
      body: json && schema ? (sample(schema) as Record<string, unknown>) : undefined,
      bodyType,
      points: [
        ...query.map((p) => pointOf("query", p.name, p.schema)),
        ...textFields.map((key) => pointOf("body", key, properties[key] ?? {})),
        // A path parameter the document does not describe is taken as free text.
        ...[...path.matchAll(/:(\w+)/g)].map(([, name = ""]) =>
          pointOf("path", name, pathSchemas.get(name) ?? { type: "string" }),
        ),
      ],
    };
  });
}
