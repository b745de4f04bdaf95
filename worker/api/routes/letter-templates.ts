import { letterTemplates } from "@db/schema";
import { ENTITY_NAMES } from "@domain/messages";
import { letterTemplateSchema } from "@domain/schemas/letter-template";
import { getLetterTemplate, listLetterTemplates, saveLetterTemplate } from "@worker/data/letter-templates";
import { Hono } from "hono";
import { LETTER_TEMPLATE } from "../answers/letters";
import { requireAdmin, requireRole } from "../auth-middleware";
import { found } from "../errors";
import { jsonBody } from "../input";
import { ok } from "../openapi/components/answers";
import { describeRoutes } from "../openapi/generator/route-docs";
import { arrayOf } from "../openapi/generator/schemas";
import { type Resource, resourceRouter } from "../resource";
import { idParam } from "../route-params";
import type { ApiEnv } from "../types";

const WHAT = ENTITY_NAMES.practiceArea;

const TEMPLATES: Resource = {
  entity: "letter_template",
  publicContent: false,
  table: letterTemplates,
  idColumn: letterTemplates.practiceAreaId,
};

const op = describeRoutes("Engagement letters");
const docs = {
  list: op("Every practice area with its engagement-letter template (null where it has none)", {
    responses: { 200: ok("The templates.", arrayOf(LETTER_TEMPLATE)) },
  }),
  read: op("One practice area's template (the id is the practice area's)", {
    responses: { 200: ok("The template.", LETTER_TEMPLATE) },
  }),
  save: op("Save the area's template, replacing the one it had; unknown merge fields are refused", {
    responses: { 200: ok("The saved template.", LETTER_TEMPLATE) },
  }),
};

/** /api/letter-templates: the engagement letters' templates, one per practice area; for staff whose role reaches enquiries. */
export const letterTemplatesRoutes = resourceRouter(TEMPLATES, new Hono<ApiEnv>())
  .get("/", docs.list, requireAdmin, requireRole("enquiries"), async (c) => {
    return c.json(await listLetterTemplates(c.var.app.db));
  })

  .get("/:id", docs.read, requireAdmin, requireRole("enquiries"), idParam(WHAT), async (c) => {
    return c.json(found(await getLetterTemplate(c.var.app.db, c.req.valid("param").id), WHAT));
  })

  .put(
    "/:id",
    docs.save,
    requireAdmin,
    requireRole("enquiries"),
    idParam(WHAT),
    jsonBody(letterTemplateSchema),
    async (c) => {
      const saved = await saveLetterTemplate(
        c.var.app.db,
        c.req.valid("param").id,
        c.req.valid("json").body,
        c.var.admin?.adminId ?? null,
      );
      return c.json(found(saved, WHAT));
    },
  );
