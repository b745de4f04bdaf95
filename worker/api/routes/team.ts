import { teamListFilterSchema, teamMemberSchema } from "@domain/schemas/team";
import {
  createTeamMember,
  deleteTeamMember,
  getTeamMember,
  listFeaturedTeamMembers,
  listTeamMembers,
  updateTeamMember,
} from "@worker/data/team";
import { Hono } from "hono";
import { requireAdmin } from "../auth-middleware";
import { errors } from "../errors";
import { parseOrThrow, readJson } from "../input";
import { pagedJson, readPageQuery } from "../paging";
import { visibilityOf } from "../route-params";
import type { ApiEnv } from "../types";
import { deleteAnswer } from "../write-answer";

const WHAT = "Team member";

/** /api/team: the attorney directory (active members publicly, everyone with a token) and its admin writes. */
export const teamRoutes = new Hono<ApiEnv>();

teamRoutes.get("/", async (c) => {
  const { department } = parseOrThrow(teamListFilterSchema, c.req.query());
  const query = { ...readPageQuery(c), ...visibilityOf(c), department };
  return pagedJson(c, await listTeamMembers(c.var.app.db, query));
});

teamRoutes.get("/featured", async (c) => c.json(await listFeaturedTeamMembers(c.var.app.db, visibilityOf(c))));

teamRoutes.get("/:id", async (c) => {
  const member = await getTeamMember(c.var.app.db, c.req.param("id"), visibilityOf(c));
  if (!member) throw errors.notFound(WHAT);
  return c.json(member);
});

teamRoutes.post("/", requireAdmin, async (c) => {
  const input = await readJson(c, teamMemberSchema);
  return c.json(await createTeamMember(c.var.app.db, input), 201);
});

teamRoutes.put("/:id", requireAdmin, async (c) => {
  const input = await readJson(c, teamMemberSchema);
  const member = await updateTeamMember(c.var.app.db, c.req.param("id"), input);
  if (!member) throw errors.notFound(WHAT);
  return c.json(member);
});

teamRoutes.delete("/:id", requireAdmin, async (c) => {
  return deleteAnswer(c, await deleteTeamMember(c.var.app.db, c.req.param("id")), WHAT);
});
