import { z } from "zod";
import { STAFF } from "../constants";
import { FIELD_MESSAGES } from "../messages";
import { STAFF_ROLES } from "../roles";
import { confirmPasswordField, newPassword, passwordsMatch } from "./account";
import { requiredEmail, requiredText } from "./fields";

const role = z.enum(STAFF_ROLES, FIELD_MESSAGES.choice("Role"));

/** An owner invites someone by email, with a role (POST /api/invitations). */
export const staffInvitationSchema = z.object({
  email: requiredEmail().transform((email) => email.toLowerCase()),
  name: requiredText("Name", STAFF.nameMax),
  role,
});
export type StaffInvitationInput = z.infer<typeof staffInvitationSchema>;

/** PUT /api/staff/{id}/role. */
export const staffRoleSchema = z.object({ role });

/** A password someone chooses for themselves: the account screens' one rule (the common-password check runs on the server). */
export const newPasswordField = newPassword("Password");

/** An invitation link's token (POST /api/invitations/check), before the form is shown. */
export const invitationTokenSchema = z.object({
  token: z.string(FIELD_MESSAGES.required("Token")).min(1, FIELD_MESSAGES.required("Token")).max(100),
});

/** What the invitation page shows about a usable link: the firm and the account being set up. */
export interface InvitationPreview {
  success: true;
  email: string;
  name: string;
  firmName: string;
}

/** The invitee's set-password form (POST /api/invitations/accept), public: the token is the credential. */
export const acceptInvitationSchema = z
  .object({
    token: z.string(FIELD_MESSAGES.required("Token")).min(1, FIELD_MESSAGES.required("Token")).max(100),
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .superRefine(passwordsMatch("password"));
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;
