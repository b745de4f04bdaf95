import type { ContentKind } from "@domain/constants";
import { NEW_ITEM_ID } from "@domain/schemas/autosave";
import { clearAutosaves } from "@worker/data/autosaves";
import { recordRevision } from "@worker/data/revisions";
import type { Context } from "hono";
import type { ApiEnv } from "./types";

/**
 * After a successful save of a post, area or attorney: keep it as a revision by the signed-in admin,
 * and drop that person's autosave of it (a create also drops their autosave of the new item).
 */
export async function keepRevision(c: Context<ApiEnv>, kind: ContentKind, id: string, row: object) {
  await recordRevision(c.var.app.db, kind, id, row, c.var.admin);
  if (c.var.admin) {
    const saved = c.req.method === "POST" ? [id, NEW_ITEM_ID] : [id];
    await clearAutosaves(c.var.app.db, kind, saved, c.var.admin.adminId);
  }
}
