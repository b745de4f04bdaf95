import { CONTENT_KINDS, type ContentKind } from "@domain/constants";
import { autosaveSchema, NEW_ITEM_ID } from "@domain/schemas/autosave";
import { type AutosaveKey, clearAutosaves, getAutosave, putAutosave } from "@worker/data/autosaves";
import { findContent } from "@worker/data/content-items";
import { type Context, Hono } from "hono";
import { AUTOSAVE, AUTOSAVED } from "../answers/autosave";
import { assertRole, requireAdmin, requireRole } from "../auth-middleware";
import { errors } from "../errors";
import { jsonBody } from "../input";
import { ok, pathParam, succeeded } from "../openapi/components/answers";
import { namedBody } from "../openapi/generator/middleware-docs";
import { describeRoutes } from "../openapi/generator/route-docs";
import { type Resource, resourceRouter } from "../resource";
import type { ApiEnv } from "../types";
import { CONTENT_AREAS, CONTENT_NAMES } from "./content";

/**
 * The signed-in person's autosave of `/:kind/:id` ("new" for an item never saved): a 404 for an
 * unknown kind or item, a 403 where the person's role does not reach that kind. Presence reads the
 * same path the same way (routes/presence.ts).
 */
export async function keyOf(c: Context<ApiEnv>): Promise<AutosaveKey> {
  const kind = c.req.param("kind") as ContentKind;
  if (!CONTENT_KINDS.includes(kind)) throw errors.notFound("This content kind");
  assertRole(c, CONTENT_AREAS[kind]);
  const entityId = c.req.param("id") ?? "";
  if (entityId !== NEW_ITEM_ID && !(await findContent(c.var.app.db, kind, entityId))) {
    throw errors.notFound(CONTENT_NAMES[kind]);
  }
  // requireAdmin ran first: assertRole has checked there is an admin.
  return { kind, entityId, authorId: c.var.admin?.adminId ?? 0 };
}

/** A draft kept while typing, every few seconds: the real save is what the log records and what the public sees. */
const AUTOSAVES: Resource = { entity: "autosave", publicContent: false, notWrites: ["PUT", "DELETE"] };

const op = describeRoutes("Publishing");
/** `/:kind/:id`, as keyOf reads them. */
export const parameters = [
  pathParam("kind", { type: "string", enum: [...CONTENT_KINDS] }),
  pathParam("id", {
    type: "string",
    description: `A post's or practice area's number, an attorney's id, or "${NEW_ITEM_ID}" for an item not yet saved.`,
  }),
];
export const unknownOrUnreached = {
  403: "The account's role does not reach this kind of content.",
  404: "Unknown kind or item.",
};
const docs = {
  read: op("The signed-in person's autosave of an item, if any", {
    operationId: "getAutosave",
    description:
      "What the signed-in person last autosaved of the item and when, or null. The editor offers to " +
      "restore it when it is newer than the item as saved. Each person sees only their own.",
    parameters,
    responses: { 200: ok("The autosave, or null.", AUTOSAVE) },
    errors: unknownOrUnreached,
  }),
  save: op("Autosave the text being written", {
    operationId: "putAutosave",
    description:
      "Replaces the signed-in person's autosave of the item with the editing form's values (one per " +
      "person and item, not a revision). The values are kept as sent; a real save checks and sanitises " +
      "them, and clears the autosave.",
    parameters,
    responses: { 200: ok("When it was kept.", AUTOSAVED) },
    errors: unknownOrUnreached,
  }),
  discard: op("Discard the signed-in person's autosave of an item", {
    operationId: "deleteAutosave",
    description: "Drops the autosave (Discard in the editor's restore offer). Nothing else changes.",
    parameters,
    responses: succeeded("Discarded (also when there was none)."),
    errors: unknownOrUnreached,
  }),
};

/**
 * Autosaves of posts, practice areas and attorneys (the route checks the content roles, as the content
 * routes do; keyOf narrows to the kind's own area), kept per person and item while they write:
 * replaced on each autosave, cleared by a real save (worker/api/revision.ts) or a discard.
 */
export const autosaveRoutes = resourceRouter(AUTOSAVES, new Hono<ApiEnv>())
  .get("/:kind/:id", docs.read, requireAdmin, requireRole("articles"), async (c) => {
    const row = await getAutosave(c.var.app.db, await keyOf(c));
    return c.json({ autosave: row ? { fields: row.fields, savedAt: row.savedAt } : null });
  })
  .put(
    "/:kind/:id",
    docs.save,
    requireAdmin,
    requireRole("articles"),
    jsonBody(namedBody("AutosaveInput", autosaveSchema)),
    async (c) => {
      const key = await keyOf(c);
      const { savedAt } = await putAutosave(c.var.app.db, key, c.req.valid("json").fields);
      return c.json({ success: true as const, savedAt });
    },
  )
  .delete("/:kind/:id", docs.discard, requireAdmin, requireRole("articles"), async (c) => {
    const key = await keyOf(c);
    await clearAutosaves(c.var.app.db, key.kind, [key.entityId], key.authorId);
    return c.json({ success: true as const });
  });
