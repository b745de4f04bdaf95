import { compactChanges } from "@worker/audit/changes";
import { recordAudit } from "@worker/audit/record";
import { resolveTarget } from "@worker/audit/targets";
import { clientAddress } from "@worker/http/client-address";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import { resourceOf } from "./resource";
import type { ApiEnv } from "./types";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

type Answer = Record<string, unknown>;

async function answerOf(response: Response): Promise<Answer | null> {
  if (!response.headers.get("content-type")?.includes("application/json")) return null;
  return (await response.clone().json()) as Answer;
}

/** The id a create answered with: the stored object's, an invitation's, or an upload's key. */
function createdId(answer: Answer | null): string | null {
  const nested = answer?.invitation as Answer | undefined;
  const id = answer?.id ?? nested?.id ?? answer?.key;
  return typeof id === "string" || typeof id === "number" ? String(id) : null;
}

/**
 * Every successful admin write leaves an audit row: who, when, from where, the action, the entity
 * and id, and the changed fields (read from the stored row before and after, so a request body,
 * and with it any secret it carries, never reaches the log). What the write changes, and how to read
 * it, is the matched route's resource (./resource.ts). Public submissions are not staff writes.
 */
export const auditWrites = createMiddleware<ApiEnv>(async (c, next) => {
  const admin = c.var.admin;
  const route = matchedRoutes(c).findLast((r) => r.method === c.req.method);
  if (READS.has(c.req.method) || !admin || !route) return next();

  const target = resolveTarget(resourceOf(c), c.req.method, route.path, c.req.path);
  if (target.skip) return next();
  const db = c.var.app.db;
  // A route on the account itself (its password, its authenticator) has the account's id as its item's.
  const ownId = target.id ?? (target.selfTarget ? String(admin.adminId) : null);
  const before = target.load && ownId ? await target.load(db, ownId) : null;
  await next();
  if (c.res.status >= 300) return;

  try {
    const answer = target.id && !target.afterFromAnswer ? null : await answerOf(c.res);
    const id = ownId ?? createdId(answer);
    const after = target.load && id ? await target.load(db, id) : target.afterFromAnswer ? answer : null;
    const changes = compactChanges(before, after);
    const statusOnly = target.action === "update" && changes && Object.keys(changes).join() === "status";
    await recordAudit(db, {
      actor: { id: admin.adminId, email: admin.email },
      address: clientAddress(c.req.raw),
      action: statusOnly ? "status_change" : target.action,
      entity: target.entity,
      entityId: id,
      changes,
    });
  } catch (error) {
    // The write itself succeeded: answer it, and make the missing audit row loud in the logs.
    console.error(JSON.stringify({ level: "error", event: "audit", path: c.req.path, error: String(error) }));
  }
});
