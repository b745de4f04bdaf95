import { staffInvitations } from "@db/schema";
import { STAFF_MESSAGES } from "@domain/messages";
import { STAFF_ROLES } from "@domain/roles";
import type { PendingInvitation } from "@domain/rows";
import {
  acceptInvitationSchema,
  type InvitationPreview,
  invitationTokenSchema,
  staffInvitationSchema,
} from "@domain/schemas/staff";
import { compactChanges } from "@worker/audit/changes";
import { recordAudit } from "@worker/audit/record";
import { sha256Hex } from "@worker/auth/tokens";
import { readFirmSettings } from "@worker/data/settings";
import { findUsableInvitation, listPendingInvitations, revokeInvitation } from "@worker/data/staff";
import { clientAddress } from "@worker/http/client-address";
import { acceptStaffInvitation, inviteStaff } from "@worker/staff/invitations";
import { Hono } from "hono";
import { z } from "zod";
import { noStore, requireAdmin, requireRole } from "../auth-middleware";
import { ApiError, errors } from "../errors";
import { jsonBody } from "../input";
import { emailAddress, isoTime, ok, succeeded } from "../openapi/components/answers";
import { describing } from "../openapi/generator/derived";
import { describeRoutes } from "../openapi/generator/route-docs";
import { arrayOf, component } from "../openapi/generator/schemas";
import { refuseWeakPassword } from "../password-rule";
import { type Resource, resourceRouter } from "../resource";
import { idParam } from "../route-params";
import type { ApiEnv } from "../types";

const INVITATION = "Invitation";

/**
 * Invitations have a prefix of their own, not /api/staff/invitations: beside /api/staff/{id}/role, a
 * path /api/staff/invitations/{id} could be read either way (ADR 031).
 */
const INVITATIONS: Resource = {
  entity: "invitation",
  publicContent: false,
  table: staffInvitations,
  idColumn: staffInvitations.id,
  actions: { POST: "invite", DELETE: "invitation_withdrawn" },
};

const pendingInvitation = () =>
  describing<PendingInvitation>()(
    z.object({
      id: z.int(),
      email: emailAddress,
      name: z.string(),
      role: z.enum(STAFF_ROLES),
      expiresAt: isoTime,
      createdAt: isoTime,
    }),
  );
const PENDING = component("PendingInvitation", pendingInvitation);
const UNUSABLE = "Invalid fields, or a link that is unknown, used, withdrawn or expired (one answer for all).";
const op = describeRoutes("Staff");
const docs = {
  list: op("Invitations not yet accepted, withdrawn or expired", {
    responses: { 200: ok("An array.", arrayOf(PENDING)) },
  }),
  invite: op("Invite someone by email with a role: a one-time link valid 72 hours, emailed to them", {
    responses: {
      201: ok(
        "The invitation; its link goes to the invitee by email only (its hash is all that is stored).",
        component("Invited", () =>
          z.object({ success: z.literal(true), invitation: pendingInvitation(), emailed: z.literal(true) }),
        ),
      ),
    },
    errors: { 409: "There is already an account with this email." },
  }),
  withdraw: op("Withdraw a pending invitation", {
    responses: succeeded("Withdrawn."),
    errors: { 404: "No pending invitation with this id." },
  }),
  check: op("Check an invitation link before its form is shown", {
    description:
      "Public: the token (from the link's fragment) is the credential. Answers the firm's name and the email and name the invitation sets up, so the page can say whose account it is; an unknown, used, withdrawn or expired link gets one 400 for all.",
    responses: {
      200: ok(
        "The invitation can be used.",
        component("InvitationPreview", () =>
          describing<InvitationPreview>()(
            z.object({ success: z.literal(true), email: emailAddress, name: z.string(), firmName: z.string() }),
          ),
        ),
      ),
    },
    errors: { 400: UNUSABLE },
  }),
  accept: op("Set a password from an invitation link; creates the account", {
    responses: {
      201: ok(
        "Created.",
        component("InvitationAccepted", () => z.object({ success: z.literal(true), email: emailAddress })),
      ),
    },
    errors: { 400: UNUSABLE, 409: "There is already an account with this email." },
  }),
};

/** /api/invitations: owners invite and withdraw; checking and accepting a link is public (the token is the credential). */
export const invitationsRoutes = resourceRouter(INVITATIONS, new Hono<ApiEnv>())

  .get("/", docs.list, requireAdmin, requireRole("staff"), async (c) =>
    c.json(await listPendingInvitations(c.var.app.db)),
  )

  /** 201: the one-time link is emailed to the invitee through the outbox (only its hash is stored, never answered). */
  .post("/", docs.invite, requireAdmin, requireRole("staff"), jsonBody(staffInvitationSchema), async (c) => {
    const admin = c.var.admin;
    if (!admin) throw errors.unauthorized();
    const outcome = await inviteStaff(c.var.app, c.req.valid("json"), admin);
    if (!outcome.ok) throw errors.conflict(STAFF_MESSAGES.accountExists, { email: [STAFF_MESSAGES.accountExists] });
    return c.json({ success: true as const, invitation: outcome.invitation, emailed: true as const }, 201);
  })

  .delete("/:id", docs.withdraw, requireAdmin, requireRole("staff"), idParam(INVITATION), async (c) => {
    const revoked = await revokeInvitation(c.var.app.db, c.req.valid("param").id);
    if (!revoked) throw errors.notFound(INVITATION);
    return c.json({ success: true as const });
  })

  /** Whether a link can still be used, and for whom: the page shows the firm and the email, or says the link is invalid. */
  .post("/check", docs.check, noStore, jsonBody(invitationTokenSchema), async (c) => {
    const invited = await findUsableInvitation(c.var.app.db, await sha256Hex(c.req.valid("json").token));
    if (!invited) throw new ApiError(400, "invitation_unusable", STAFF_MESSAGES.invitationUnusable);
    const { firmName } = await readFirmSettings(c.var.app.db);
    const preview: InvitationPreview = { success: true, email: invited.email, name: invited.name, firmName };
    return c.json(preview);
  })

  /** The same 400 for an unknown, used, withdrawn or expired link: nothing tells them apart. */
  .post("/accept", docs.accept, noStore, jsonBody(acceptInvitationSchema), async (c) => {
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
  });
