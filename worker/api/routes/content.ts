import { CONTENT_KINDS, type ContentKind, PUBLISHING } from "@domain/constants";
import { changedFields } from "@domain/revision-diff";
import type { StaffArea } from "@domain/roles";
import { now } from "@worker/clock";
import { publishDuePosts } from "@worker/data/blog-schedule";
import { type ContentItem, findContent } from "@worker/data/content-items";
import { restoreFields } from "@worker/data/content-restore";
import { signPreview } from "@worker/data/preview";
import { editableFields, getRevision, listRevisions, recordRevision } from "@worker/data/revisions";
import { Hono, type MiddlewareHandler } from "hono";
import { PREVIEW_LINK, REVISIONS } from "../answers/publishing";
import { assertRole, requireAdmin, requireRole } from "../auth-middleware";
import { errors, found } from "../errors";
import { ok, pathParam } from "../openapi/components/answers";
import { describeRoutes } from "../openapi/generator/route-docs";
import { type Resource, resourceRouter } from "../resource";
import type { ApiEnv } from "../types";
import { writeAnswer } from "../write-answer";

export const CONTENT_NAMES: Record<ContentKind, string> = {
  post: "The blog post",
  "practice-area": "The practice area",
  attorney: "The attorney",
};

/** The back-office area each kind belongs to: the route's role check, narrowed to the item's own area. */
export const CONTENT_AREAS: Record<ContentKind, StaffArea> = {
  post: "articles",
  "practice-area": "practiceAreas",
  attorney: "attorneys",
};

type ContentEnv = ApiEnv & { Variables: { item: ContentItem } };

/** The item named by `/:kind/:id`, whatever its status, as `c.get("item")`; a 404 for an unknown one. */
const contentItem: MiddlewareHandler<ContentEnv> = async (c, next) => {
  const kind = c.req.param("kind") as ContentKind;
  if (!CONTENT_KINDS.includes(kind)) throw errors.notFound("This content kind");
  assertRole(c, CONTENT_AREAS[kind]);
  const item = found(await findContent(c.var.app.db, kind, c.req.param("id") ?? ""), CONTENT_NAMES[kind]);
  c.set("item", item);
  await next();
};

const REVISION = "The revision";

/** A preview changes nothing and its answer holds the signed link; a restore's fields are the revision's. */
const PUBLISHING_TOOLS: Resource = { entity: "content", publicContent: true };

const op = describeRoutes("Publishing");
const unknownItem = { 404: "Unknown kind or item." };
/** The path parameters of every publishing tool: `/:kind/:id`, as the item loader reads them. */
const contentParams = [
  pathParam("kind", { type: "string", enum: [...CONTENT_KINDS] }),
  pathParam("id", { type: "string", description: "A post's or practice area's number, or an attorney's id." }),
];
const docs = {
  preview: op("A signed preview link (24 h) that shows the item as saved, drafts included", {
    parameters: contentParams,
    responses: { 201: ok("The link.", PREVIEW_LINK) },
    errors: unknownItem,
  }),
  revisions: op("The last 20 saves, newest first, with what each changed", {
    parameters: contentParams,
    responses: { 200: ok("An array.", REVISIONS) },
    errors: unknownItem,
  }),
  restore: op("Put a revision's fields back (itself a new revision); answers the stored item", {
    parameters: [...contentParams, pathParam("revisionId", { type: "integer", minimum: 1 })],
    responses: { 200: ok("The stored item.", { type: "object" }) },
    errors: {
      400: "The revision no longer passes today's checks.",
      404: "Unknown kind, item or revision.",
      409: "Its slug is taken by another item now.",
    },
  }),
};

/**
 * Publishing tools shared by posts, practice areas and attorneys: signed preview links and the
 * saved versions (revisions). Staff only.
 */
export const contentRoutes = resourceRouter(PUBLISHING_TOOLS, new Hono<ContentEnv>())
  .post("/:kind/:id/preview", docs.preview, requireAdmin, requireRole("articles"), contentItem, async (c) => {
    const item = c.get("item");
    const grant = await signPreview(c.var.app.db, item.kind, item.id);
    const url = `${item.path}?preview=${encodeURIComponent(grant.token)}`;
    return c.json({ success: true as const, url, expiresAt: grant.expiresAt }, 201);
  })

  /** The last 20 saves, newest first, each with what it changed against the save before it. */
  .get("/:kind/:id/revisions", docs.revisions, requireAdmin, requireRole("articles"), contentItem, async (c) => {
    let item = c.get("item");
    // A schedule whose minute has come is recorded before its history is read, whether or not the cron ran yet.
    if (item.kind === "post" && (await publishDuePosts(c.var.app.db, now())) > 0) {
      item = (await findContent(c.var.app.db, item.kind, item.id)) ?? item;
    }
    const rows = await listRevisions(c.var.app.db, item.kind, item.id, PUBLISHING.revisionsShown + 1);
    const current = editableFields(item.row);
    const shown = rows.slice(0, PUBLISHING.revisionsShown).map((revision, i) => ({
      ...revision,
      changes: changedFields(rows[i + 1]?.fields ?? {}, revision.fields),
      /** What restoring it would change on the item as it is now. */
      differsFromCurrent: changedFields(current, revision.fields),
    }));
    return c.json(shown);
  })

  /** Puts a revision's fields back; the restore is itself a new revision. */
  .post(
    "/:kind/:id/revisions/:revisionId/restore",
    docs.restore,
    requireAdmin,
    requireRole("articles"),
    contentItem,
    async (c) => {
      const item = c.get("item");
      const revisionId = Number(c.req.param("revisionId"));
      const revision = Number.isSafeInteger(revisionId)
        ? await getRevision(c.var.app.db, item.kind, item.id, revisionId)
        : null;
      if (!revision) throw errors.notFound(REVISION);
      const outcome = await restoreFields(c.var.app.db, item.kind, item.id, revision.fields);
      if (outcome.ok) await recordRevision(c.var.app.db, item.kind, item.id, outcome.value, c.var.admin, revision.id);
      return writeAnswer(c, outcome, CONTENT_NAMES[item.kind], 200);
    },
  );
