import type { Database } from "@db/client";
import { ENTITY_NAMES } from "@domain/messages";
import type { Actor } from "@worker/data/intake";
import { Hono, type MiddlewareHandler } from "hono";
import type { z } from "zod";
import { actorOf, requireAdmin, requireRole } from "./auth-middleware";
import { found } from "./errors";
import { jsonBody } from "./input";
import { ok } from "./openapi/components/answers";
import { describeRoutes } from "./openapi/generator/route-docs";
import { type Resource, resourceRouter } from "./resource";
import { idParam } from "./route-params";
import type { ApiEnv } from "./types";

type AnswerSchema = Parameters<typeof ok>[1];

/**
 * A document kept per practice area for intake (the questionnaire, the engagement letter): staff whose
 * role reaches enquiries list the areas with theirs, read one and save one, by the area's id. Each kind
 * names its words, its answers and its storage; the routes, roles and checks are these, once.
 */
export function areaTemplateRoutes<Input extends z.ZodType, Template, List>(kind: {
  resource: Resource;
  tag: string;
  /** What a read finds missing when the area has none yet. */
  what: string;
  /** Each route's summary in the API description. */
  summaries: Record<"list" | "read" | "save", string>;
  /** The answers' schemas: the areas with their templates, and one template. */
  answers: { list: AnswerSchema; item: AnswerSchema };
  input: Input;
  list: (db: Database) => Promise<List>;
  read: (db: Database, areaId: number) => Promise<Template | null>;
  /** Null when there is no such practice area. */
  save: (db: Database, areaId: number, input: z.output<Input>, by: Actor) => Promise<Template | null>;
  /** 201 where a save adds a version, 200 where it replaces the template. */
  savedStatus: 200 | 201;
}) {
  const AREA = ENTITY_NAMES.practiceArea;
  const op = describeRoutes(kind.tag);
  const { summaries, answers } = kind;
  const docs = {
    list: op(summaries.list, { responses: { 200: ok("Every practice area with its template.", answers.list) } }),
    read: op(summaries.read, { responses: { 200: ok("The template.", answers.item) } }),
    save: op(summaries.save, { responses: { [kind.savedStatus]: ok("The saved template.", answers.item) } }),
  };
  // jsonBody's types cannot see through a generic schema: its output is the kind's input, as declared.
  const body = jsonBody(kind.input) as unknown as MiddlewareHandler<
    ApiEnv,
    string,
    { in: { json: z.input<Input> }; out: { json: z.output<Input> } }
  >;
  return resourceRouter(kind.resource, new Hono<ApiEnv>())
    .get("/", docs.list, requireAdmin, requireRole("enquiries"), async (c) => c.json(await kind.list(c.var.app.db)))
    .get("/:id", docs.read, requireAdmin, requireRole("enquiries"), idParam(AREA), async (c) =>
      c.json(found(await kind.read(c.var.app.db, c.req.valid("param").id), kind.what)),
    )
    .put("/:id", docs.save, requireAdmin, requireRole("enquiries"), idParam(AREA), body, async (c) => {
      const saved = await kind.save(c.var.app.db, c.req.valid("param").id, c.req.valid("json"), actorOf(c));
      return c.json(found(saved, AREA), kind.savedStatus);
    });
}
