import { authPolicy } from "@db/schema";
import { ACCOUNT_MESSAGES } from "@domain/messages";
import { authPolicySchema } from "@domain/schemas/account";
import { requiresSecondFactor, setRequireSecondFactor } from "@worker/data/second-factors";
import { Hono } from "hono";
import { requireAdmin, requireRole } from "../auth-middleware";
import { jsonBody } from "../input";
import { type Resource, resourceRouter } from "../resource";
import type { ApiEnv } from "../types";

/** The rule binds every account, so it is the staff area's: owners only. */
const ownersOnly = requireRole("staff");

const AUTH_POLICY: Resource = {
  entity: "auth_policy",
  publicContent: false,
  table: authPolicy,
  idColumn: authPolicy.id,
  fixedId: 1,
};

/** The firm's sign-in rule: whether every staff sign-in needs a passkey or a TOTP code (owners). */
export const authPolicyRoutes = resourceRouter(AUTH_POLICY, new Hono<ApiEnv>())

  .get("/", requireAdmin, ownersOnly, async (c) =>
    c.json({ requireSecondFactor: await requiresSecondFactor(c.var.app.db) }),
  )

  .put("/", requireAdmin, ownersOnly, jsonBody(authPolicySchema), async (c) => {
    const { requireSecondFactor } = c.req.valid("json");
    await setRequireSecondFactor(c.var.app.db, requireSecondFactor);
    return c.json({ success: true as const, requireSecondFactor, message: ACCOUNT_MESSAGES.policySaved });
  });
