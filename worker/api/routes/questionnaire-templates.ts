import { ENTITY_NAMES } from "@domain/messages";
import { questionnaireTemplateSchema } from "@domain/schemas/questionnaire";
import { latestTemplate, listTemplates, practiceAreaExists, saveTemplate } from "@worker/data/questionnaire-templates";
import { Hono } from "hono";
import { QUESTIONNAIRE_TEMPLATE, QUESTIONNAIRE_TEMPLATE_LIST } from "../answers/questionnaires";
import { actorOf, requireAdmin, requireRole } from "../auth-middleware";
import { errors, found } from "../errors";
import { jsonBody } from "../input";
import { ok } from "../openapi/components/answers";
import { describeRoutes } from "../openapi/generator/route-docs";
import { type Resource, resourceRouter } from "../resource";
import { idParam } from "../route-params";
import type { ApiEnv } from "../types";

const WHAT = ENTITY_NAMES.questionnaireTemplate;

/** A save adds a version: the log shows the area's newest version before and after. */
const TEMPLATES: Resource = {
  entity: "questionnaire_template",
  publicContent: false,
  read: async (db, id) => {
    const row = await latestTemplate(db, Number(id));
    return row && { version: row.version, title: row.title, questions: row.questions.length };
  },
};

const op = describeRoutes("Questionnaires");
const docs = {
  list: op("Every practice area with its questionnaire's newest version (null: none yet)", {
    responses: { 200: ok("The areas and their templates.", QUESTIONNAIRE_TEMPLATE_LIST) },
  }),
  read: op("The newest version of a practice area's questionnaire (by the area's id)", {
    responses: { 200: ok("The template.", QUESTIONNAIRE_TEMPLATE) },
  }),
  save: op("Save the area's questionnaire as a new version (questionnaires already sent keep theirs)", {
    responses: { 201: ok("The new version.", QUESTIONNAIRE_TEMPLATE) },
  }),
};

/** /api/questionnaire-templates/{practice area id}: the staff's questionnaire templates (owner, intake). */
export const questionnaireTemplatesRoutes = resourceRouter(TEMPLATES, new Hono<ApiEnv>())
  .get("/", docs.list, requireAdmin, requireRole("enquiries"), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listTemplates(c.var.app.db));
  })

  .get("/:id", docs.read, requireAdmin, requireRole("enquiries"), idParam(WHAT), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(found(await latestTemplate(c.var.app.db, c.req.valid("param").id), WHAT));
  })

  .put(
    "/:id",
    docs.save,
    requireAdmin,
    requireRole("enquiries"),
    idParam(WHAT),
    jsonBody(questionnaireTemplateSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const db = c.var.app.db;
      if (!(await practiceAreaExists(db, id))) throw errors.notFound(ENTITY_NAMES.practiceArea);
      return c.json(await saveTemplate(db, id, c.req.valid("json"), actorOf(c)), 201);
    },
  );
