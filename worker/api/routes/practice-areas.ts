import { practiceAreas } from "@db/schema";
import { ENTITY_NAMES } from "@domain/messages";
import { pageQuerySchema } from "@domain/schemas/paging";
import { practiceAreaSchema } from "@domain/schemas/practice-area";
import * as areas from "@worker/data/practice-areas";
import { Hono } from "hono";
import { requireAdmin, requireRole } from "../auth-middleware";
import { versionedRead, versionedSave } from "../edit-conflict";
import { found } from "../errors";
import { jsonBody, queryOf } from "../input";
import { storedRichText } from "../openapi/components/answers";
import { describeResource } from "../openapi/components/resource";
import { storedObject } from "../openapi/generator/derived";
import { namedBody } from "../openapi/generator/middleware-docs";
import { component } from "../openapi/generator/schemas";
import { pagedJson } from "../paging";
import { publishedContent, resourceRouter } from "../resource";
import { createdWithRevision } from "../revision";
import { idParam, visibilityOf } from "../route-params";
import type { ApiEnv } from "../types";
import { deleteAnswer } from "../write-answer";

const AREA = ENTITY_NAMES.practiceArea;

const PRACTICE_AREAS = publishedContent("practice_area", practiceAreas);

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
    return pagedJson(c, await areas.listPracticeAreas(c.var.app.db, query));
  })
  .get("/featured", docs.featured, async (c) =>
    c.json(await areas.listFeaturedPracticeAreas(c.var.app.db, visibilityOf(c, "practiceAreas"))),
  )
  .get("/slug/:slug", docs.bySlug, async (c) => {
    return c.json(
      found(
        await areas.getPracticeAreaBySlug(c.var.app.db, c.req.param("slug"), visibilityOf(c, "practiceAreas")),
        AREA,
      ),
    );
  })
  .get("/:id", docs.read, idParam(AREA), async (c) => {
    const visibility = visibilityOf(c, "practiceAreas");
    return versionedRead(c, await areas.getPracticeAreaById(c.var.app.db, c.req.valid("param").id, visibility), AREA);
  })
  .post("/", docs.create, requireAdmin, requireRole("practiceAreas"), jsonBody(AREA_INPUT), async (c) => {
    return createdWithRevision(
      c,
      "practice-area",
      await areas.createPracticeArea(c.var.app.db, c.req.valid("json")),
      AREA,
    );
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
      return versionedSave(c, {
        what: AREA,
        item: { entity: "practice_area", id: String(id) },
        revision: "practice-area",
        write: (expected) => areas.updatePracticeArea(db, id, c.req.valid("json"), expected),
        reload: () => areas.getPracticeAreaById(db, id, { includeHidden: true }),
      });
    },
  )
  .delete("/:id", docs.remove, requireAdmin, requireRole("practiceAreas"), idParam(AREA), async (c) => {
    return deleteAnswer(c, await areas.deletePracticeArea(c.var.app.db, c.req.valid("param").id), AREA);
  });
