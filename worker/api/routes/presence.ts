import { presenceTabSchema } from "@domain/schemas/presence";
import { nowMs } from "@worker/clock";
import { beat, leave, type PresenceKey } from "@worker/data/presence";
import { type Context, Hono } from "hono";
import { PRESENCE } from "../answers/presence";
import { requireAdmin, requireRole } from "../auth-middleware";
import { jsonBody, queryOf } from "../input";
import { ok, succeeded } from "../openapi/components/answers";
import { namedBody } from "../openapi/generator/middleware-docs";
import { describeRoutes } from "../openapi/generator/route-docs";
import { type Resource, resourceRouter } from "../resource";
import type { ApiEnv } from "../types";
import { keyOf, parameters, unknownOrUnreached } from "./autosaves";

/** Heartbeats of open editors: nothing anyone saved changes, so nothing is logged or bumped. */
const PRESENCE_RESOURCE: Resource = { entity: "presence", publicContent: false, notWrites: ["PUT", "DELETE"] };

/** This tab's presence on `/:kind/:id`, after the autosaves' own checks of kind, item and role. */
async function presenceKey(c: Context<ApiEnv>, tab: string): Promise<PresenceKey> {
  const { kind, entityId, authorId } = await keyOf(c);
  return { kind, entityId, adminId: authorId, tabId: tab };
}

const op = describeRoutes("Publishing");
const docs = {
  beat: op("Say this editor is open, and hear who else has the item open", {
    operationId: "putPresence",
    description:
      "An open editor's heartbeat, every few seconds: this tab counts as editing the item for 20 " +
      "seconds after its last one. Answers everyone else with it open, the same account in another " +
      "tab included. Saving still follows the If-Match rule; this only tells who is there.",
    parameters,
    responses: { 200: ok("The others editing the item now.", PRESENCE) },
    errors: unknownOrUnreached,
  }),
  leave: op("This editor closed", {
    operationId: "deletePresence",
    description: "The tab no longer counts as editing the item (also when it never did).",
    parameters,
    responses: succeeded("Left."),
    errors: unknownOrUnreached,
  }),
};

/** Who else is writing: posts, practice areas and attorneys, for the roles that edit them (docs/decisions/040). */
export const presenceRoutes = resourceRouter(PRESENCE_RESOURCE, new Hono<ApiEnv>())
  .put(
    "/:kind/:id",
    docs.beat,
    requireAdmin,
    requireRole("articles"),
    jsonBody(namedBody("PresenceTab", presenceTabSchema)),
    async (c) => {
      const key = await presenceKey(c, c.req.valid("json").tab);
      return c.json({ editors: await beat(c.var.app.db, key, nowMs()) });
    },
  )
  .delete("/:kind/:id", docs.leave, requireAdmin, requireRole("articles"), queryOf(presenceTabSchema), async (c) => {
    await leave(c.var.app.db, await presenceKey(c, c.req.valid("query").tab));
    return c.json({ success: true as const });
  });
