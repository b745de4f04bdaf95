import { authPolicy } from "@db/schema";
import { ACCOUNT_MESSAGES } from "@domain/messages";
import { authPolicySchema } from "@domain/schemas/account";
import { requiresSecondFactor, setRequireSecondFactor } from "@worker/data/second-factors";
import { Hono } from "hono";
import { z } from "zod";
import { requireAdmin, requireRole } from "../auth-middleware";
import { jsonBody } from "../input";
import { ok } from "../openapi/components/answers";
import { describeRoutes } from "../openapi/generator/route-docs";
import { component } from "../openapi/generator/schemas";
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

const POLICY = component("AuthPolicy", () => authPolicySchema);
const op = describeRoutes("Account");
const docs = {
  read: op("Whether every staff sign-in needs a second factor", { responses: { 200: ok("The rule.", POLICY) } }),
  save: op("Require a passkey or a TOTP code of all staff, or not", {
    responses: {
      200: ok(
        "Saved: the rule as it now is, and the message the screen shows.",
        component("AuthPolicySaved", () => authPolicySchema.extend({ success: z.literal(true), message: z.string() })),
      ),
    },
  }),
};

/** The firm's sign-in rule: whether every staff sign-in needs a passkey or a TOTP code (owners). */
export const authPolicyRoutes = resourceRouter(AUTH_POLICY, new Hono<ApiEnv>())

  .get("/", docs.read, requireAdmin, ownersOnly, async (c) =>
    c.json({ requireSecondFactor: await requiresSecondFactor(c.var.app.db) }),
  )

  .put("/", docs.save, requireAdmin, ownersOnly, jsonBody(authPolicySchema), async (c) => {
    const { requireSecondFactor } = c.req.valid("json");
    await setRequireSecondFactor(c.var.app.db, requireSecondFactor);
    return c.json({ success: true as const, requireSecondFactor, message: ACCOUNT_MESSAGES.policySaved });
  });
