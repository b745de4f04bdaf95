import { z } from "zod";
import { ADMIN_PASSWORD, STAFF } from "../constants";
import { FIELD_MESSAGES } from "../messages";
import { STAFF_ROLES } from "../roles";
import { requiredEmail, requiredText } from "./fields";

const role = z.enum(STAFF_ROLES, FIELD_MESSAGES.choice("Role"));

/** An owner invites someone by email, with a role (POST /api/staff/invitations). */
export const staffInvitationSchema = z.object({
  email: requiredEmail().transform((email) => email.toLowerCase()),
  name: requiredText("Name", STAFF.nameMax),
  role,
});
export type StaffInvitationInput = z.infer<typeof staffInvitationSchema>;

/** PUT /api/staff/{id}/role. */
export const staffRoleSchema = z.object({ role });

/** A password someone chooses for themselves: never trimmed, 12 to 256 characters. */
export const newPasswordField = z
  .string(FIELD_MESSAGES.required("Password"))
  .min(ADMIN_PASSWORD.minLength, FIELD_MESSAGES.tooShort("Password", ADMIN_PASSWORD.minLength))
  .max(ADMIN_PASSWORD.maxLength, FIELD_MESSAGES.tooLong("Password", ADMIN_PASSWORD.maxLength));

/** The invitee's set-password form (POST /api/staff/invitations/accept), public: the token is the credential. */
export const acceptInvitationSchema = z.object({
  token: z.string(FIELD_MESSAGES.required("Token")).min(1, FIELD_MESSAGES.required("Token")).max(100),
  password: newPasswordField,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;
