import { AUDIT_ACTIONS, type AuditEntry } from "@domain/audit";
import { STAFF_ROLES } from "@domain/roles";
import type { PendingInvitation, StaffMember } from "@domain/rows";
import { auditFilterSchema } from "@domain/schemas/audit";
import { cursorFields } from "@domain/schemas/cursor";
import {
  acceptInvitationSchema,
  invitationTokenSchema,
  staffInvitationSchema,
  staffRoleSchema,
} from "@domain/schemas/staff";
import { z } from "zod";
import {
  area,
  arrayOf,
  BAD_CURSOR_LIST,
  cursorPageOf,
  idParam,
  jsonSchema,
  ok,
  operations,
  pageParams,
  queryParams,
  ref,
  succeeded,
} from "./shared";
import { describing, emailAddress, isoTime } from "./stored";

/** Staff accounts and invitations (owners only), and accepting an invitation (public). */

const role = z.enum(STAFF_ROLES);
const member = describing<StaffMember>()(
  z.object({
    id: z.int(),
    email: emailAddress,
    name: z.string(),
    role,
    status: z.enum(["active", "deactivated"]),
    lastLoginAt: isoTime.nullable(),
    passkeyCount: z.int().min(0),
    createdAt: isoTime,
  }),
);
const invitation = describing<PendingInvitation>()(
  z.object({ id: z.int(), email: emailAddress, name: z.string(), role, expiresAt: isoTime, createdAt: isoTime }),
);
const auditEntry = describing<AuditEntry>()(
  z.object({
    id: z.int(),
    createdAt: isoTime,
    actorId: z.int().nullable(),
    actorEmail: emailAddress.nullable(),
    address: z.string().nullable(),
    action: z.enum(AUDIT_ACTIONS),
    entity: z.string(),
    entityId: z.string().nullable(),
    changes: z
      .record(z.string(), z.tuple([z.unknown(), z.unknown()]))
      .nullable()
      .describe("Changed fields as [before, after]; secrets never appear."),
  }),
);
const invited = z.object({
  success: z.literal(true),
  invitation,
  link: z.string().describe("The one-time link, shown this once: only its hash is stored."),
  emailed: z.boolean(),
});

const lastOwner = { 409: "It would leave the firm without an active owner." };
/** A call on one account: by its id, answering the account. */
const oneAccount = { admin: true, parameters: [idParam], responses: { 200: ok("The account.", ref("StaffMember")) } };
const unknownAccount = { 404: "No such account." };

export const staffApi = area("Staff", (op) => ({
  paths: {
    "/api/audit": {
      get: operations("Activity")("The audit log, newest first: who changed what, when and from where", {
        admin: true,
        parameters: pageParams(auditFilterSchema, cursorFields),
        responses: cursorPageOf("AuditEntry"),
        errors: { 400: BAD_CURSOR_LIST },
      }),
    },
    "/api/audit/export": {
      get: operations("Activity")(
        "Every entry the filters match, as a CSV file (UTF-8 with a byte-order mark), newest first",
        {
          admin: true,
          parameters: queryParams(auditFilterSchema),
          responses: {
            200: {
              description: "Date (ISO 8601, UTC), Person, Action, Item, Item id, Address, Changes; named activity.csv.",
              content: { "text/csv": { schema: { type: "string" } } },
            },
          },
          errors: { 400: "Bad filter parameters." },
        },
      ),
    },
    "/api/staff": {
      get: op("Every staff account", { admin: true, responses: { 200: ok("An array.", arrayOf("StaffMember")) } }),
    },
    "/api/staff/invitations": {
      get: op("Invitations not yet accepted, withdrawn or expired", {
        admin: true,
        responses: { 200: ok("An array.", arrayOf("PendingInvitation")) },
      }),
      post: op("Invite someone by email with a role: a one-time link valid 72 hours", {
        admin: true,
        body: ref("StaffInvitationInput"),
        responses: { 201: ok("The invitation and its link.", jsonSchema(invited, "output")) },
        errors: { 409: "There is already an account with this email." },
      }),
    },
    "/api/staff/invitations/{id}": {
      delete: op("Withdraw a pending invitation", {
        admin: true,
        parameters: [idParam],
        responses: succeeded("Withdrawn."),
        errors: { 404: "No pending invitation with this id." },
      }),
    },
    "/api/staff/invitations/check": {
      post: op("Check an invitation link before its form is shown", {
        description:
          "Public: the token (from the link's fragment) is the credential. Answers the firm's name and the email and name the invitation sets up, so the page can say whose account it is; an unknown, used, withdrawn or expired link gets one 400 for all.",
        body: ref("InvitationToken"),
        responses: {
          200: ok(
            "The invitation can be used.",
            jsonSchema(
              z.object({ success: z.literal(true), email: z.email(), name: z.string(), firmName: z.string() }),
              "output",
            ),
          ),
        },
        errors: { 400: "Invalid fields, or a link that is unknown, used, withdrawn or expired (one answer for all)." },
      }),
    },
    "/api/staff/invitations/accept": {
      post: op("Set a password from an invitation link; creates the account", {
        body: ref("AcceptInvitation"),
        responses: {
          201: ok("Created.", jsonSchema(z.object({ success: z.literal(true), email: z.string() }), "output")),
        },
        errors: {
          400: "Invalid fields, or a link that is unknown, used, withdrawn or expired (one answer for all).",
        },
      }),
    },
    "/api/staff/{id}/role": {
      put: op("Change an account's role", {
        ...oneAccount,
        body: ref("StaffRoleInput"),
        errors: { ...unknownAccount, ...lastOwner },
      }),
    },
    "/api/staff/{id}/deactivate": {
      post: op("Deactivate an account and end all its sessions at once", {
        ...oneAccount,
        errors: { ...unknownAccount, 409: "The last active owner, or yourself." },
      }),
    },
    "/api/staff/{id}/reactivate": {
      post: op("Reactivate an account (its old sessions stay ended)", { ...oneAccount, errors: unknownAccount }),
    },
  },
  schemas: {
    AuditEntry: jsonSchema(auditEntry, "output"),
    StaffMember: jsonSchema(member, "output"),
    PendingInvitation: jsonSchema(invitation, "output"),
    StaffInvitationInput: jsonSchema(staffInvitationSchema, "input"),
    StaffRoleInput: jsonSchema(staffRoleSchema, "input"),
    AcceptInvitation: jsonSchema(acceptInvitationSchema, "input"),
    InvitationToken: jsonSchema(invitationTokenSchema, "input"),
  },
}));
