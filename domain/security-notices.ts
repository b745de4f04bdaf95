/**
 * The security notifications an account's owner receives (issue 24): each is its own email kind,
 * so the back office's deliveries and the tests can tell them apart.
 */
export const SECURITY_NOTICE_KINDS = [
  "password_changed",
  "totp_added",
  "totp_removed",
  "passkey_added",
  "passkey_removed",
  "recovery_code_used",
] as const;

export type SecurityNoticeKind = (typeof SECURITY_NOTICE_KINDS)[number];

/** "Ann Owner (ann@firm.test)", or "A (a@…), B (b@…) or C (c@…)": the owners someone is told to contact. */
export function namedOwners(owners: readonly { name: string; email: string }[]): string {
  const names = owners.map((owner) => `${owner.name} (${owner.email})`);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}
