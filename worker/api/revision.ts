import type { ContentKind } from "@domain/constants";
import { recordRevision } from "@worker/data/revisions";
import type { Context } from "hono";
import type { ApiEnv } from "./types";

/** After a successful save of a post, area or attorney: keep it as a revision by the signed-in admin. */
export async function keepRevision(c: Context<ApiEnv>, kind: ContentKind, id: string, row: object) {
  await recordRevision(c.var.app.db, kind, id, row, c.var.admin);
}
