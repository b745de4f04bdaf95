import type { FirmSettings, OutboxRow } from "@domain/rows";
import { EMAIL_TEMPLATES, type EmailPayloads, type RenderedEmail } from "./templates";

/**
 * One outbox row as the structured message Email Service takes (`env.EMAIL.send(...)`). Input
 * schemas already refuse line breaks in names, addresses and subjects; every header value is
 * flattened here again, so no stored value can ever add a header of its own.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/** Control characters (CR and LF above all) become spaces; runs of space collapse. */
export const headerSafe = (value: string) => value.replace(CONTROL_CHARACTERS, " ").replace(/ {2,}/g, " ").trim();

const htmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The plain text as HTML, escaped, line breaks kept. */
const asHtml = (text: string) =>
  `<!doctype html><html><body><div style="font-family:sans-serif;white-space:pre-wrap">${htmlEscape(text)}</div></body></html>`;

export function renderRow(row: OutboxRow, firm: FirmSettings): RenderedEmail {
  const template = EMAIL_TEMPLATES[row.kind] as (payload: unknown, context: unknown) => RenderedEmail;
  if (!row.payload) throw new Error(`Outbox row ${row.id} has no payload left to send`);
  return template(row.payload as EmailPayloads[typeof row.kind], { firm, refId: row.refId });
}

export function composeMessage(row: OutboxRow, firm: FirmSettings, fromAddress: string): EmailMessageBuilder {
  const email = renderRow(row, firm);
  const headers = Object.fromEntries(
    Object.entries(email.headers ?? {}).map(([name, value]) => [headerSafe(name), headerSafe(value)]),
  );
  return {
    from: { email: headerSafe(fromAddress), name: headerSafe(firm.firmName || "Website") },
    to: headerSafe(row.recipient),
    ...(email.replyTo
      ? { replyTo: { email: headerSafe(email.replyTo.email), name: headerSafe(email.replyTo.name) } }
      : {}),
    subject: headerSafe(email.subject),
    text: email.text,
    html: asHtml(email.text),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(email.attachments?.length ? { attachments: email.attachments } : {}),
  };
}
