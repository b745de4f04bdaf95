import { possessive } from "@domain/possessive";
import type { FirmSettings } from "@domain/rows";
import { namedOwners, type SecurityNoticeKind } from "@domain/security-notices";
import { formatInZone } from "@domain/time-format";

/** What every security notice carries: who, when, from where, and whom to contact if it was not them. */
export interface SecurityNoticePayload {
  siteUrl: string;
  name: string;
  /** When it happened (ISO), shown in the firm's zone. */
  at: string;
  /** The client address Cloudflare reported, or null when none was known. */
  address: string | null;
  /** The active owners other than the recipient, named in "Not you?". */
  owners: { name: string; email: string }[];
  /** The passkey's name, for passkey notices. */
  detail?: string | null;
}

export type SecurityPayloads = { [K in SecurityNoticeKind]: SecurityNoticePayload };

/** The subject and the sentence saying what happened, per kind. */
const EVENTS: Record<SecurityNoticeKind, { subject: string; happened: (p: SecurityNoticePayload) => string }> = {
  password_changed: {
    subject: "Your password was changed",
    happened: () => "The password of your account was changed",
  },
  totp_added: {
    subject: "An authenticator app was added to your account",
    happened: () => "An authenticator app was set up as a second factor for your account",
  },
  totp_removed: {
    subject: "The authenticator app was removed from your account",
    happened: () => "The authenticator app was removed from your account",
  },
  passkey_added: {
    subject: "A passkey was added to your account",
    happened: (p) => `A passkey${p.detail ? ` named "${p.detail}"` : ""} was added to your account`,
  },
  passkey_removed: {
    subject: "A passkey was removed from your account",
    happened: (p) => `A passkey${p.detail ? ` named "${p.detail}"` : ""} was removed from your account`,
  },
  recovery_code_used: {
    subject: "A recovery code was used to sign in",
    happened: () => "One of your recovery codes was used to sign in to your account; it cannot be used again",
  },
};

const firmName = (firm: FirmSettings) => firm.firmName || "The firm";

/** "Not you?": the owners by name and email, or (for the only owner) what to do at once. */
function notYou(p: SecurityNoticePayload): string {
  if (p.owners.length === 0) {
    return `Not you? You are the firm's only owner: reset your password at once (${p.siteUrl}/admin/forgot-password), then check your sessions and sign-in methods.`;
  }
  return `Not you? Contact the owner${p.owners.length > 1 ? "s" : ""} at once: ${namedOwners(p.owners)}.`;
}

function securityNotice(kind: SecurityNoticeKind) {
  return (p: SecurityNoticePayload, { firm }: { firm: FirmSettings }) => {
    const when = formatInZone(p.at, firm.timeZone);
    const where = p.address ? ` from the address ${p.address}` : "";
    return {
      subject: `${EVENTS[kind].subject} (${possessive(firmName(firm))} back office)`,
      text: [
        `Dear ${p.name},`,
        "",
        `${EVENTS[kind].happened(p)} on ${when}${where}.`,
        "",
        `If this was you, there is nothing to do. Your sessions and sign-in methods: ${p.siteUrl}/admin/account`,
        "",
        notYou(p),
        "",
        firmName(firm),
      ].join("\n"),
    };
  };
}

export const SECURITY_TEMPLATES = {
  password_changed: securityNotice("password_changed"),
  totp_added: securityNotice("totp_added"),
  totp_removed: securityNotice("totp_removed"),
  passkey_added: securityNotice("passkey_added"),
  passkey_removed: securityNotice("passkey_removed"),
  recovery_code_used: securityNotice("recovery_code_used"),
} satisfies { [K in SecurityNoticeKind]: unknown };
