import { adminUsers } from "@db/schema";
import { STAFF_MESSAGES } from "@domain/messages";
import { STAFF_ROLES } from "@domain/roles";
import type { StaffMember } from "@domain/rows";
import { staffRoleSchema } from "@domain/schemas/staff";
import { endSessionsOf } from "@worker/auth/session-index";
import { changeStaffRole, deactivateStaff, listStaff, reactivateStaff, type StaffChange } from "@worker/data/staff";
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { requireAdmin, requireRole } from "../auth-middleware";
import { errors } from "../errors";
import { jsonBody } from "../input";
import { emailAddress, isoTime, ok } from "../openapi/components/answers";
import { describing } from "../openapi/generator/derived";
import { describeRoutes } from "../openapi/generator/route-docs";
import { arrayOf, component } from "../openapi/generator/schemas";
import { type Resource, resourceRouter } from "../resource";
import { idParam } from "../route-params";
import type { ApiEnv } from "../types";

const WHAT = "Staff member";

/** A staff change's answer: the account as it now is, 404, or 409 when it would leave no active owner. */
function changeAnswer(c: Context<ApiEnv>, outcome: StaffChange) {
  if (outcome.ok) return c.json(outcome.after);
  if (outcome.problem === "not_found") throw errors.notFound(WHAT);
  throw errors.conflict(STAFF_MESSAGES.lastOwner);
}

const STAFF: Resource = { entity: "staff", publicContent: false, table: adminUsers, idColumn: adminUsers.id };

/** A staff account as the Staff screen lists it (never its password hash). */
const MEMBER = component("StaffMember", () =>
  describing<StaffMember>()(
    z.object({
      id: z.int(),
      email: emailAddress,
      name: z.string(),
      role: z.enum(STAFF_ROLES),
      status: z.enum(["active", "deactivated"]),
      lastLoginAt: isoTime.nullable(),
      passkeyCount: z.int().min(0),
      createdAt: isoTime,
    }),
  ),
);
const op = describeRoutes("Staff");
const theAccount = { 200: ok("The account.", MEMBER) };
const unknown = { 404: "No such account." };
const docs = {
  list: op("Every staff account", { responses: { 200: ok("An array.", arrayOf(MEMBER)) } }),
  role: op("Change an account's role", {
    responses: theAccount,
    errors: { ...unknown, 409: "It would leave the firm without an active owner." },
  }),
  deactivate: op("Deactivate an account and end all its sessions at once", {
    responses: theAccount,
    errors: { ...unknown, 409: "The last active owner, or yourself." },
  }),
  reactivate: op("Reactivate an account (its old sessions stay ended)", { responses: theAccount, errors: unknown }),
};

/** /api/staff: owners manage the firm's accounts (invitations are /api/invitations). */
export const staffRoutes = resourceRouter(STAFF, new Hono<ApiEnv>())

  .get("/", docs.list, requireAdmin, requireRole("staff"), async (c) => c.json(await listStaff(c.var.app.db)))

  .put(
    "/:id/role",
    docs.role,
    requireAdmin,
    requireRole("staff"),
    idParam(WHAT),
    jsonBody(staffRoleSchema),
    async (c) => {
      return changeAnswer(c, await changeStaffRole(c.var.app.db, c.req.valid("param").id, c.req.valid("json").role));
    },
  )

  /** Ends every session of the account at once; an owner cannot deactivate themself. */
  .post("/:id/deactivate", docs.deactivate, requireAdmin, requireRole("staff"), idParam(WHAT), async (c) => {
    const id = c.req.valid("param").id;
    if (id === c.var.admin?.adminId) throw errors.conflict(STAFF_MESSAGES.selfDeactivate);
    const outcome = await deactivateStaff(c.var.app.db, id);
    // sessions_revoked_at already refuses them on the next request; this also clears them from KV
    // and from the account's session list, as a password reset does.
    if (outcome.ok) await endSessionsOf(c.var.app, id);
    return changeAnswer(c, outcome);
  })

  .post("/:id/reactivate", docs.reactivate, requireAdmin, requireRole("staff"), idParam(WHAT), async (c) => {
    return changeAnswer(c, await reactivateStaff(c.var.app.db, c.req.valid("param").id));
  });
