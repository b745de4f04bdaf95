import { ADMIN_INVITATION_PATH, STAFF } from "@domain/constants";
import type { AcceptInvitationInput, StaffInvitationInput } from "@domain/schemas/staff";
import { hashPassword } from "@worker/auth/password";
import { randomToken, sha256Hex } from "@worker/auth/tokens";
import { acceptInvitation, createInvitation, findUsableInvitation } from "@worker/data/staff";
import { enqueueEmails } from "@worker/email/outbox";
import { type AppEnv, absoluteUrl } from "@worker/env";

/** Where an invitation link leads: the token rides in the fragment, so it never reaches a server log or a Referer. */
export const invitationLink = (app: AppEnv, token: string) =>
  `${absoluteUrl(app, ADMIN_INVITATION_PATH)}#token=${token}`;

/**
 * Invites someone: a fresh 256-bit token whose SHA-256 alone is stored. The link goes to the
 * invitee only, by email through the outbox (issue 10: shown to the inviter only where no outbox
 * exists); a lost email is answered by inviting again, which replaces the link.
 */
export async function inviteStaff(
  app: AppEnv,
  input: StaffInvitationInput,
  inviter: { adminId: number; name: string },
) {
  const token = randomToken(32);
  const outcome = await createInvitation(app.db, input, await sha256Hex(token), inviter.adminId);
  if (!outcome.ok) return outcome;
  const link = invitationLink(app, token);
  const { id } = outcome.invitation;
  await enqueueEmails(app, [
    {
      kind: "staff_invite",
      to: outcome.invitation.email,
      payload: { link, name: input.name, invitedBy: inviter.name, expiresInHours: STAFF.invitationHours },
      key: `staff_invitation:${id}:staff_invite`,
      ref: { type: "staff_invitation", id },
    },
  ]);
  return outcome;
}

/** Sets the invitee's password; the password is hashed only once the link is known to be usable. */
export async function acceptStaffInvitation(app: AppEnv, input: AcceptInvitationInput, now = new Date()) {
  const tokenHash = await sha256Hex(input.token);
  if (!(await findUsableInvitation(app.db, tokenHash, now)))
    return { ok: false as const, problem: "unusable" as const };
  return acceptInvitation(app.db, tokenHash, await hashPassword(input.password), now);
}
