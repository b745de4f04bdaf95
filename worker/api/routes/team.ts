import { teamMembers } from "@db/schema";
import { ENTITY_NAMES } from "@domain/messages";
import { pageQuerySchema } from "@domain/schemas/paging";
import { teamListFilterSchema, teamMemberSchema, teamMoveSchema } from "@domain/schemas/team";
import * as attorneys from "@worker/data/team";
import { Hono } from "hono";
import { z } from "zod";
import { requireAdmin, requireRole } from "../auth-middleware";
import { versionedRead, versionedSave } from "../edit-conflict";
import { found } from "../errors";
import { jsonBody, queryOf } from "../input";
import { pathParam, storedRichText } from "../openapi/components/answers";
import { describeResource } from "../openapi/components/resource";
import { storedObject } from "../openapi/generator/derived";
import { namedBody } from "../openapi/generator/middleware-docs";
import { describeRoutes } from "../openapi/generator/route-docs";
import { component, json } from "../openapi/generator/schemas";
import { pagedJson } from "../paging";
import { publishedContent, resourceRouter } from "../resource";
import { createdWithRevision } from "../revision";
import { visibilityOf } from "../route-params";
import type { ApiEnv } from "../types";
import { deleteAnswer } from "../write-answer";

const WHAT = ENTITY_NAMES.teamMember;

const ATTORNEYS = publishedContent("team_member", teamMembers);

const MEMBER_INPUT = namedBody("TeamMemberInput", teamMemberSchema);
const MEMBER_ID = { type: "string", examples: ["sarah-johnson"] };
const docs = describeResource({
  tag: "Team",
  item: component("TeamMember", () =>
    storedObject(teamMemberSchema, teamMembers, {
      id: z.string().describe("A first-last slug of the name, e.g. sarah-johnson; kept on rename."),
      fullBioHtml: storedRichText("fullBio"),
    }),
  ),
  visible: "active members",
  search: "name, role, department",
  id: MEMBER_ID,
});
const TEAM_ORDER = {
  type: "object",
  required: ["success", "order"],
  properties: { success: { const: true }, order: { type: "array", items: { type: "string" } } },
};
const move = describeRoutes("Team")("Move one place up or down the /team order", {
  parameters: [pathParam("id", MEMBER_ID)],
  responses: { 200: { description: "Everyone's ids in the new order.", content: json(TEAM_ORDER) } },
  errors: { 404: "Unknown." },
});

/** /api/team: the attorney directory (active members publicly, everyone with a token) and its admin writes. */
export const teamRoutes = resourceRouter(ATTORNEYS, new Hono<ApiEnv>())

  .get("/", docs.list, queryOf(pageQuerySchema.extend(teamListFilterSchema.shape)), async (c) => {
    const query = { ...c.req.valid("query"), ...visibilityOf(c, "attorneys") };
    return pagedJson(c, await attorneys.listTeamMembers(c.var.app.db, query));
  })

  .get("/featured", docs.featured, async (c) =>
    c.json(await attorneys.listFeaturedTeamMembers(c.var.app.db, visibilityOf(c, "attorneys"))),
  )

  .get("/:id", docs.read, async (c) => {
    const visibility = visibilityOf(c, "attorneys");
    return versionedRead(c, await attorneys.getTeamMember(c.var.app.db, c.req.param("id"), visibility), WHAT);
  })

  .post("/", docs.create, requireAdmin, requireRole("attorneys"), jsonBody(MEMBER_INPUT), async (c) => {
    return createdWithRevision(
      c,
      "attorney",
      await attorneys.createTeamMember(c.var.app.db, c.req.valid("json")),
      WHAT,
    );
  })

  .put("/:id", docs.replace, requireAdmin, requireRole("attorneys"), jsonBody(MEMBER_INPUT), async (c) => {
    const id = c.req.param("id");
    const db = c.var.app.db;
    return versionedSave(c, {
      what: WHAT,
      item: { entity: "team_member", id },
      revision: "attorney",
      write: (expected) => attorneys.updateTeamMember(db, id, c.req.valid("json"), expected),
      reload: () => attorneys.getTeamMember(db, id, { includeHidden: true }),
    });
  })

  // One place up or down the /team order; answers with everyone's ids in the new order.
  .post("/:id/move", move, requireAdmin, requireRole("attorneys"), jsonBody(teamMoveSchema), async (c) => {
    const order = found(
      await attorneys.moveTeamMember(c.var.app.db, c.req.param("id"), c.req.valid("json").direction),
      WHAT,
    );
    return c.json({ success: true as const, order });
  })

  .delete("/:id", docs.remove, requireAdmin, requireRole("attorneys"), async (c) => {
    return deleteAnswer(c, await attorneys.deleteTeamMember(c.var.app.db, c.req.param("id")), WHAT);
  });
