import { practiceAreas } from "@db/schema";
import { ENTITY_NAMES } from "@domain/messages";
import { pageQuerySchema } from "@domain/schemas/paging";
import { practiceAreaSchema } from "@domain/schemas/practice-area";
import {
  createPracticeArea,
  deletePracticeArea,
  getPracticeAreaById,
  getPracticeAreaBySlug,
  listFeaturedPracticeAreas,
  listPracticeAreas,
  updatePracticeArea,
} from "@worker/data/practice-areas";
import { Hono } from "hono";
import { requireAdmin, requireRole } from "../auth-middleware";
import { expectedVersion, tagVersion, versionedWriteAnswer } from "../edit-conflict";
import { found } from "../errors";
import { jsonBody, queryOf } from "../input";
import { storedRichText } from "../openapi/components/answers";
import { describeResource } from "../openapi/components/resource";
import { storedObject } from "../openapi/generator/derived";
import { namedBody } from "../openapi/generator/middleware-docs";
import { component } from "../openapi/generator/schemas";
import { pagedJson } from "../paging";
import { type Resource, resourceRouter } from "../resource";
import { keepRevision } from "../revision";
import { idParam, visibilityOf } from "../route-params";
import type { ApiEnv } from "../types";
import { deleteAnswer, writeAnswer } from "../write-answer";

const AREA = ENTITY_NAMES.practiceArea;

const PRACTICE_AREAS: Resource = {
  entity: "practice_area",
  publicContent: true,
  edgeCached: true,
  table: practiceAreas,
  idColumn: practiceAreas.id,
};

const AREA_INPUT = namedBody("PracticeAreaInput", practiceAreaSchema);
const docs = describeResource({
  tag: "Practice areas",
  item: component("PracticeArea", () =>
    storedObject(practiceAreaSchema, practiceAreas, { overviewHtml: storedRichText("longDescription") }),
  ),
  visible: "published areas",
  search: "title, description",
  slugs: true,
});

/**
 * SPEC §7's practice-area calls. Without a valid admin token only published areas exist; with one,
 * the same calls return every area. Static paths come before /:id.
 */
export const practiceAreasRoutes = resourceRouter(PRACTICE_AREAS, new Hono<ApiEnv>())
  .get("/", docs.list, queryOf(pageQuerySchema), async (c) => {
    const query = { ...c.req.valid("query"), ...visibilityOf(c, "practiceAreas") };
    return pagedJson(c, await listPracticeAreas(c.var.app.db, query));
  })
  .get("/featured", docs.featured, async (c) =>
    c.json(await listFeaturedPracticeAreas(c.var.app.db, visibilityOf(c, "practiceAreas"))),
  )
  .get("/slug/:slug", docs.bySlug, async (c) => {
    return c.json(
      found(await getPracticeAreaBySlug(c.var.app.db, c.req.param("slug"), visibilityOf(c, "practiceAreas")), AREA),
    );
  })
  .get("/:id", docs.read, idParam(AREA), async (c) => {
    const area = found(
      await getPracticeAreaById(c.var.app.db, c.req.valid("param").id, visibilityOf(c, "practiceAreas")),
      AREA,
    );
    tagVersion(c, area.updatedAt);
    return c.json(area);
  })
  .post("/", docs.create, requireAdmin, requireRole("practiceAreas"), jsonBody(AREA_INPUT), async (c) => {
    const outcome = await createPracticeArea(c.var.app.db, c.req.valid("json"));
    if (outcome.ok) await keepRevision(c, "practice-area", String(outcome.value.id), outcome.value);
    return writeAnswer(c, outcome, AREA, 201);
  })
  .put(
    "/:id",
    docs.replace,
    requireAdmin,
    requireRole("practiceAreas"),
    idParam(AREA),
    jsonBody(AREA_INPUT),
    async (c) => {
      const { id } = c.req.valid("param");
      const db = c.var.app.db;
      const expected = expectedVersion(c);
      const outcome = await updatePracticeArea(db, id, c.req.valid("json"), expected);
      if (outcome.ok) await keepRevision(c, "practice-area", String(id), outcome.value);
      const reload = () => getPracticeAreaById(db, id, { includeHidden: true });
      const item = { entity: "practice_area", id: String(id) };
      return versionedWriteAnswer(c, outcome, AREA, { expected, item, reload });
    },
  )
  .delete("/:id", docs.remove, requireAdmin, requireRole("practiceAreas"), idParam(AREA), async (c) => {
    return deleteAnswer(c, await deletePracticeArea(c.var.app.db, c.req.valid("param").id), AREA);
  });
