/**
 * Legal texts name the firm through placeholders, so a change in Settings (a new phone number, say)
 * reaches the Privacy Policy and the other texts without anyone editing them.
 */
const LEGAL_PLACEHOLDERS = ["firmName", "phone", "email", "address"] as const;
type LegalPlaceholder = (typeof LEGAL_PLACEHOLDERS)[number];

const PATTERN = new RegExp(`\\{(${LEGAL_PLACEHOLDERS.join("|")})\\}`, "g");

/** The text with each {firmName}, {phone}, {email} and {address} replaced by the firm's current value. */
export function fillPlaceholders(text: string, firm: Record<LegalPlaceholder, string>): string {
  return text.replace(PATTERN, (_, name: LegalPlaceholder) => firm[name]);
}
