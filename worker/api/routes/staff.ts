import { adminUsers, staffInvitations } from "@db/schema";
import { STAFF_MESSAGES } from "@domain/messages";
import {
  acceptInvitationSchema,
  type InvitationPreview,
  invitationTokenSchema,
  staffInvitationSchema,
  staffRoleSchema,
} from "@domain/schemas/staff";
import { compactChanges } from "@worker/audit/changes";
import { recordAudit } from "@worker/audit/record";
import { endSessionsOf } from "@worker/auth/session-index";
import { sha256Hex } from "@worker/auth/tokens";
import { readFirmSettings } from "@worker/data/settings";
import {
  changeStaffRole,
  deactivateStaff,
  findUsableInvitation,
  listPendingInvitations,
  listStaff,
  reactivateStaff,
  revokeInvitation,
  type StaffChange,
} from "@worker/data/staff";
import { clientAddress } from "@worker/http/client-address";
import { acceptStaffInvitation, inviteStaff } from "@worker/staff/invitations";
import type { Context } from "hono";
import { Hono } from "hono";
import { noStore, requireAdmin, requireRole } from "../auth-middleware";
import { ApiError, errors } from "../errors";
import { jsonBody } from "../input";
import { refuseWeakPassword } from "../password-rule";
import { type Resource, resourceRouter } from "../resource";
import { idParam } from "../route-params";
import type { ApiEnv } from "../types";

const WHAT = "Staff member";
const INVITATION = "Invitation";

/** A staff change's answer: the account as it now is, 404, or 409 when it would leave no active owner. */
function changeAnswer(c: Context<ApiEnv>, outcome: StaffChange) {
  if (outcome.ok) return c.json(outcome.after);
  if (outcome.problem === "not_found") throw errors.notFound(WHAT);
  throw errors.conflict(STAFF_MESSAGES.lastOwner);
}

const STAFF: Resource = {
  entity: "staff",
  publicContent: false,
  table: adminUsers,
  idColumn: adminUsers.id,
  parts: {
    "/invitations/*": {
      entity: "invitation",
      publicContent: false,
      table: staffInvitations,
      idColumn: staffInvitations.id,
      actions: { POST: "invite", DELETE: "invitation_withdrawn" },
    },
  },
};

/** /api/staff: owners manage accounts and invitations; accepting an invitation is public (the token is the credential). */
export const staffRoutes = resourceRouter(STAFF, new Hono<ApiEnv>())

  .get("/", requireAdmin, requireRole("staff"), async (c) => c.json(await listStaff(c.var.app.db)))

  .get("/invitations", requireAdmin, requireRole("staff"), async (c) =>
    c.json(await listPendingInvitations(c.var.app.db)),
  )

  /** 201: the one-time link is emailed to the invitee through the outbox (only its hash is stored, never answered). */
  .post("/invitations", requireAdmin, requireRole("staff"), jsonBody(staffInvitationSchema), async (c) => {
    const admin = c.var.admin;
    if (!admin) throw errors.unauthorized();
    const outcome = await inviteStaff(c.var.app, c.req.valid("json"), admin);
    if (!outcome.ok) throw errors.conflict(STAFF_MESSAGES.accountExists, { email: [STAFF_MESSAGES.accountExists] });
    return c.json({ success: true as const, invitation: outcome.invitation, emailed: true as const }, 201);
  })

  .delete("/invitations/:id", requireAdmin, requireRole("staff"), idParam(INVITATION), async (c) => {
    const revoked = await revokeInvitation(c.var.app.db, c.req.valid("param").id);
    if (!revoked) throw errors.notFound(INVITATION);
    return c.json({ success: true as const });
  })

  /** Whether a link can still be used, and for whom: the page shows the firm and the email, or says the link is invalid. */
  .post("/invitations/check", noStore, jsonBody(invitationTokenSchema), async (c) => {
    const invited = await findUsableInvitation(c.var.app.db, await sha256Hex(c.req.valid("json").token));
    if (!invited) throw new ApiError(400, "invitation_unusable", STAFF_MESSAGES.invitationUnusable);
    const { firmName } = await readFirmSettings(c.var.app.db);
    const preview: InvitationPreview = { success: true, email: invited.email, name: invited.name, firmName };
    return c.json(preview);
  })

  /** The same 400 for an unknown, used, withdrawn or expired link: nothing tells them apart. */
  .post("/invitations/accept", noStore, jsonBody(acceptInvitationSchema), async (c) => {
    const { token, password } = c.req.valid("json");
    const invited = await findUsableInvitation(c.var.app.db, await sha256Hex(token));
    await refuseWeakPassword(c.var.app, password, "password", { email: invited?.email, name: invited?.name });
    const outcome = await acceptStaffInvitation(c.var.app, c.req.valid("json"));
    if (outcome.ok) {
      const { account } = outcome;
      await recordAudit(c.var.app.db, {
        actor: account,
        address: clientAddress(c.req.raw),
        action: "invitation_accepted",
        entity: "staff",
        entityId: account.id,
        changes: compactChanges(null, { email: account.email, name: account.name, role: account.role }),
      });
      return c.json({ success: true as const, email: account.email }, 201);
    }
    if (outcome.problem === "account_exists") throw errors.conflict(STAFF_MESSAGES.accountExists);
    throw new ApiError(400, "invitation_unusable", STAFF_MESSAGES.invitationUnusable);
  })

  .put("/:id/role", requireAdmin, requireRole("staff"), idParam(WHAT), jsonBody(staffRoleSchema), async (c) => {
    return changeAnswer(c, await changeStaffRole(c.var.app.db, c.req.valid("param").id, c.req.valid("json").role));
  })

  /** Ends every session of the account at once; an owner cannot deactivate themself. */
  .post("/:id/deactivate", requireAdmin, requireRole("staff"), idParam(WHAT), async (c) => {
    const id = c.req.valid("param").id;
    if (id === c.var.admin?.adminId) throw errors.conflict(STAFF_MESSAGES.selfDeactivate);
    const outcome = await deactivateStaff(c.var.app.db, id);
    // sessions_revoked_at already refuses them on the next request; this also clears them from KV
    // and from the account's session list, as a password reset does.
    if (outcome.ok) await endSessionsOf(c.var.app, id);
    return changeAnswer(c, outcome);
  })

  .post("/:id/reactivate", requireAdmin, requireRole("staff"), idParam(WHAT), async (c) => {
    return changeAnswer(c, await reactivateStaff(c.var.app.db, c.req.valid("param").id));
  });
