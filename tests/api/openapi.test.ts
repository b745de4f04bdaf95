import { env } from "cloudflare:workers";
import { blogPosts, contacts, newsletterSubscribers, practiceAreas, teamMembers, testimonials } from "@db/schema";
import {
  authPolicySchema,
  changePasswordSchema,
  forgotPasswordSchema,
  passkeyRegistrationSchema,
  passkeySignInSchema,
  resetPasswordSchema,
  secondFactorCodeSchema,
  secondFactorSignInSchema,
} from "@domain/schemas/account";
import { auditFilterSchema } from "@domain/schemas/audit";
import { autosaveSchema } from "@domain/schemas/autosave";
import { blogPostSchema } from "@domain/schemas/blog";
import {
  contactListFilterSchema,
  contactSchema,
  contactStatusSchema,
  contactSubmissionSchema,
} from "@domain/schemas/contact";
import { cspReportBodySchema } from "@domain/schemas/csp-report";
import { cursorFields } from "@domain/schemas/cursor";
import { letterDraftSchema, letterPrepareSchema } from "@domain/schemas/engagement-letter";
import { contactAssigneeSchema, contactNoteSchema, resendSchema } from "@domain/schemas/intake";
import { letterTemplateSchema } from "@domain/schemas/letter-template";
import { loginSchema } from "@domain/schemas/login";
import { mediaDescriptionSchema, mediaListFilterSchema } from "@domain/schemas/media";
import {
  newsletterSubscriptionSchema,
  subscriberListFilterSchema,
  subscriberTokenSchema,
} from "@domain/schemas/newsletter";
import { pageQuerySchema } from "@domain/schemas/paging";
import { practiceAreaSchema } from "@domain/schemas/practice-area";
import { presenceTabSchema } from "@domain/schemas/presence";
import { questionnaireTemplateSchema } from "@domain/schemas/questionnaire";
import { seoFieldsSchema } from "@domain/schemas/seo-fields";
import { firmSettingsUpdateSchema } from "@domain/schemas/settings";
import {
  acceptInvitationSchema,
  invitationTokenSchema,
  staffInvitationSchema,
  staffRoleSchema,
} from "@domain/schemas/staff";
import { teamListFilterSchema, teamMemberSchema, teamMoveSchema } from "@domain/schemas/team";
import { testimonialSchema, testimonialStatusSchema, testimonialSubmissionSchema } from "@domain/schemas/testimonial";
import { api } from "@worker/api";
import { openApiDocument } from "@worker/api/openapi/generator/document";
import { activityQuerySchema } from "@worker/api/routes/dashboard";
import { uploadFormSchema } from "@worker/api/routes/uploads";
import { getTableColumns } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AVAILABILITY_BODIES } from "../support/availability-openapi";
import { BOOKING_BODIES } from "../support/booking-openapi";
import { isPublic, PARAM, servedRoutes } from "../support/routes";

type Parameter = { name: string; in: string; required?: boolean; schema: object };
type Operation = {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }>; headers?: Record<string, object> }>;
};
const doc = await openApiDocument();
const paths = doc.paths as Record<string, Record<string, Operation>>;
const schemas = doc.components.schemas as Record<string, object>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const openApiPath = (path: string) => path.replace(PARAM, "{$1}");
const served = servedRoutes().map((r) => ({ ...r, key: `${r.method.toLowerCase()} ${openApiPath(r.path)}` }));
const documented = Object.entries(paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ key: `${method} ${path}`, path, op })),
);
const operation = (key: string) => documented.find((d) => d.key === key)?.op;

/** What the routes validate with, as the routes read it: z.toJSONSchema without `$schema`. */
function expected(schema: z.ZodType) {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  return rest;
}
/** A $ref (or an anyOf of them) resolved against the document's components. */
function resolve(schema: object): unknown {
  if ("$ref" in schema) return schemas[String(schema.$ref).replace("#/components/schemas/", "")];
  if ("anyOf" in schema) return (schema.anyOf as object[]).map(resolve);
  return schema;
}

/** Each route that reads a body, and the schema(s) its handler reads it with. */
const BODIES: Record<string, z.ZodType | z.ZodType[]> = {
  "post /api/login": loginSchema,
  "post /api/account/password": changePasswordSchema,
  "post /api/password/forgot": forgotPasswordSchema,
  "post /api/password/reset": resetPasswordSchema,
  "post /api/account/passkeys": passkeyRegistrationSchema,
  "post /api/account/totp/confirm": secondFactorCodeSchema,
  "put /api/auth-policy": authPolicySchema,
  "post /api/login/second-factor": secondFactorSignInSchema,
  "post /api/login/passkey": passkeySignInSchema,
  "post /api/blog": blogPostSchema,
  "put /api/blog/{id}": blogPostSchema,
  "post /api/practice-areas": practiceAreaSchema,
  "put /api/practice-areas/{id}": practiceAreaSchema,
  "post /api/team": teamMemberSchema,
  "put /api/team/{id}": teamMemberSchema,
  "post /api/team/{id}/move": teamMoveSchema,
  "post /api/testimonials": testimonialSchema,
  "put /api/testimonials/{id}": [testimonialSchema, testimonialStatusSchema],
  "post /api/testimonials/submit": testimonialSubmissionSchema,
  "post /api/contacts/submit": contactSubmissionSchema,
  "put /api/contacts/{id}": [contactSchema, contactStatusSchema],
  "post /api/newsletter/subscribe": newsletterSubscriptionSchema,
  "post /api/newsletter/confirm": subscriberTokenSchema,
  "put /api/contacts/{id}/assignee": contactAssigneeSchema,
  "post /api/contacts/{id}/notes": contactNoteSchema,
  "post /api/contacts/{id}/resend": resendSchema,
  "put /api/questionnaire-templates/{id}": questionnaireTemplateSchema,
  "put /api/settings": firmSettingsUpdateSchema,
  "post /api/uploads": uploadFormSchema,
  "post /api/invitations": staffInvitationSchema,
  "post /api/invitations/accept": acceptInvitationSchema,
  "post /api/invitations/check": invitationTokenSchema,
  "put /api/staff/{id}/role": staffRoleSchema,
  "put /api/page-seo/{page}": seoFieldsSchema,
  "put /api/media/{id}": mediaDescriptionSchema,
  "post /api/csp-reports": cspReportBodySchema,
  ...BOOKING_BODIES,
  "put /api/autosaves/{kind}/{id}": autosaveSchema,
  "put /api/letter-templates/{id}": letterTemplateSchema,
  "post /api/engagement-letters": letterPrepareSchema,
  "put /api/engagement-letters/{id}": letterDraftSchema,
  "put /api/presence/{kind}/{id}": presenceTabSchema,
  ...AVAILABILITY_BODIES,
};
/** Bodies that are not sent as application/json. */
const BODY_TYPES: Record<string, string> = {
  "post /api/uploads": "multipart/form-data",
  "post /api/csp-reports": "application/csp-report",
};

/** The routes that claim a slot, and so can answer slot-taken.ts's 409. */
const SLOT_CLAIMS = [
  "post /api/bookings",
  "post /api/bookings/holds",
  "post /api/bookings/manage/reschedule",
  "post /api/calendar/bookings/{id}/reschedule",
];

/** The routes that block an attorney's time, and so can answer meetings-in-block.ts's 409. */
const BLOCKS = ["post /api/calendar/blocks", "post /api/attorney-availability/{id}/time-off"];

describe("the OpenAPI document", () => {
  it("describes every route the API serves, and only those", () => {
    expect(served.length).toBeGreaterThan(40);
    expect(new Set(documented.map((d) => d.key))).toEqual(new Set(served.map((r) => r.key)));
    expect(documented).toHaveLength(served.length);
  });

  it("puts the bearer token on exactly the admin routes, each of which can answer 401", () => {
    for (const route of served) {
      const op = operation(route.key);
      const admin = !isPublic(route.method, route.path);
      expect(op?.security, route.key).toEqual(admin ? [{ bearer: [] }] : []);
      if (admin) expect(op?.responses, route.key).toHaveProperty("401");
    }
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("takes every request body from the zod schema its route validates with", () => {
    const withBody = documented.filter((d) => d.op.requestBody).map((d) => d.key);
    expect(new Set(withBody)).toEqual(new Set(Object.keys(BODIES)));
    for (const [key, schema] of Object.entries(BODIES)) {
      const content = operation(key)?.requestBody?.content ?? {};
      const type = BODY_TYPES[key] ?? "application/json";
      expect(Object.keys(content), key).toEqual([type]);
      const body = resolve(content[type]?.schema ?? {});
      expect(body, key).toEqual(Array.isArray(schema) ? schema.map(expected) : expected(schema));
    }
    expect(schemas.UploadForm).toMatchObject({ properties: { file: { type: "string" } } });
  });

  it("answers the errors each kind of route can give", () => {
    for (const { key, op } of documented) {
      const codes = Object.keys(op.responses);
      if (op.requestBody) expect(codes, key).toEqual(expect.arrayContaining(["400", "413", "415"]));
      if (op.parameters?.some((p) => p.name === "page")) expect(codes, key).toContain("400");
      if (/\{(id|slug)\}/.test(key) && op.parameters?.some((p) => p.in === "path")) expect(codes, key).toContain("404");
      // A save taking If-Match answers its 409 with the edit conflict (issue 25), or a taken slug.
      const versioned = op.parameters?.some((p) => p.name === "If-Match" && p.in === "header");
      for (const [code, response] of Object.entries(op.responses)) {
        const schema = response.content?.["application/json"]?.schema;
        if (code === "409" && versioned)
          expect([ref("EditConflict"), { anyOf: [ref("EditConflict"), ref("Error")] }], key).toContainEqual(schema);
        // A route that claims a slot answers its 409 with the next free slots too (worker/api/slot-taken.ts).
        else if (code === "409" && SLOT_CLAIMS.includes(key))
          expect([ref("SlotTaken"), { anyOf: [ref("SlotTaken"), ref("Error")] }], key).toContainEqual(schema);
        // Blocking time over booked meetings answers with them (worker/api/meetings-in-block.ts).
        else if (code === "409" && BLOCKS.includes(key)) expect(schema, key).toEqual(ref("MeetingsInBlock"));
        else if (Number(code) >= 400) expect(schema, key).toEqual(ref("Error"));
      }
    }
    const saves = ["blog/{id}", "practice-areas/{id}", "team/{id}", "testimonials/{id}", "settings"];
    for (const key of saves.map((path) => `put /api/${path}`)) {
      expect(
        operation(key)?.parameters?.map((p) => p.name),
        key,
      ).toContain("If-Match");
      expect(operation(key)?.responses["409"]?.headers, key).toHaveProperty("ETag");
    }
    for (const key of ["post /api/blog", "put /api/blog/{id}", "post /api/practice-areas"]) {
      expect(operation(key)?.responses, key).toHaveProperty("409");
    }
    for (const key of ["post /api/login", "post /api/contacts/submit", "post /api/newsletter/subscribe"]) {
      expect(operation(key)?.responses, key).toHaveProperty("429");
    }
    expect(operation("post /api/login")?.responses).toHaveProperty("401");
    expect(operation("post /api/uploads")?.responses["413"]).toMatchObject({
      description: expect.stringContaining("5 MB"),
    });
  });

  it("describes lists as plain arrays with X-Total-Count, their query from the schemas the routes read", () => {
    const paging = Object.keys(expected(pageQuerySchema).properties ?? {});
    // Keyset-paged lists also take `after` and `before`, and name the cursors of the pages beside.
    const cursors = Object.keys(expected(cursorFields).properties ?? {});
    const filters: Record<string, string[]> = {
      "get /api/team": Object.keys(expected(teamListFilterSchema).properties ?? {}),
      "get /api/contacts": [...Object.keys(expected(contactListFilterSchema).properties ?? {}), ...cursors],
      "get /api/newsletter": [...Object.keys(expected(subscriberListFilterSchema).properties ?? {}), ...cursors],
      "get /api/audit": [...Object.keys(expected(auditFilterSchema).properties ?? {}), ...cursors],
      "get /api/media": Object.keys(expected(mediaListFilterSchema).properties ?? {}),
    };
    const lists = documented.filter((d) => d.op.responses["200"]?.headers?.["X-Total-Count"]);
    expect(lists.map((d) => d.key).sort()).toEqual(
      [
        "get /api/blog",
        "get /api/blog/category/{category}",
        "get /api/practice-areas",
        "get /api/team",
        "get /api/testimonials",
        "get /api/contacts",
        "get /api/newsletter",
        "get /api/audit",
        "get /api/csp-reports",
        "get /api/media",
      ].sort(),
    );
    for (const { key, op } of lists) {
      expect(op.responses["200"], key).toMatchObject({ headers: { "X-Total-Count": {} } });
      expect(op.responses["200"]?.content?.["application/json"]?.schema, key).toMatchObject({ type: "array" });
      const query = op.parameters?.filter((p) => p.in === "query").map((p) => p.name);
      expect(query, key).toEqual([...paging, ...(filters[key] ?? [])]);
      if (query?.includes("after"))
        expect(Object.keys((op.responses["200"] as { headers?: object } | undefined)?.headers ?? {}), key).toEqual([
          "X-Total-Count",
          "X-Next-Cursor",
          "X-Prev-Cursor",
          "X-Total-Capped",
        ]);
    }
    const activity = operation("get /api/dashboard/activity")?.parameters;
    expect(activity?.[0]?.schema).toEqual(expected(activityQuerySchema).properties?.limit);
  });

  it("declares every path parameter, and only those", () => {
    for (const { key, path, op } of documented) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      const declared = (op.parameters ?? []).filter((p) => p.in === "path");
      expect(
        declared.map((p) => p.name),
        key,
      ).toEqual(inPath);
      for (const p of declared) expect(p.required, key).toBe(true);
    }
  });

  it.each([
    ["BlogPost", blogPosts, ["state"]],
    ["PracticeArea", practiceAreas, []],
    ["TeamMember", teamMembers, []],
    ["Testimonial", testimonials, []],
    ["Contact", contacts, ["date"]],
    ["Subscriber", newsletterSubscribers, ["history"], ["token", "confirmToken"]],
  ] as [string, SQLiteTable, string[], string[]?][])(
    "answers %s with exactly its table's columns",
    (name, table, extra, secret = []) => {
      const columns = Object.fromEntries(
        Object.entries(getTableColumns(table)).filter(([key]) => !secret.includes(key)),
      );
      const { properties = {}, required = [] } = schemas[name] as { properties?: object; required?: string[] };
      expect(Object.keys(properties).sort()).toEqual([...Object.keys(columns), ...extra].sort());
      const nullable = (key: string) => JSON.stringify((properties as Record<string, object>)[key]).includes('"null"');
      for (const [key, column] of Object.entries(columns)) {
        expect(nullable(key), `${name}.${key}`).toBe(!column.notNull);
        // Visitors never get a testimonial's email; everything else is always there.
        expect(required.includes(key), `${name}.${key}`).toBe(!(name === "Testimonial" && key === "email"));
      }
    },
  );

  it("points every $ref at a defined schema and survives JSON", () => {
    const text = JSON.stringify(doc);
    expect(JSON.parse(text)).toStrictEqual(doc);
    const refs = [...text.matchAll(/"\$ref":"([^"]+)"/g)].map(([, target]) => target ?? "");
    expect(refs.length).toBeGreaterThan(50);
    for (const target of refs) {
      expect(target).toMatch(/^#\/components\/schemas\/\w+$/);
      expect(schemas, target).toHaveProperty(target.split("/").pop() ?? "");
    }
  });

  it("is served as JSON from GET /api/openapi.json without a token", async () => {
    const response = await api.request("/api/openapi.json", {}, env);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json\b/);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(await openApiDocument())));
  });
});
