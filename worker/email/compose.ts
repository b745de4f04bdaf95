import type { FirmSettings, OutboxRow } from "@domain/rows";
import { brandedHtml } from "./layout";
import { withPublicOrigin } from "./links";
import { attachmentsOf } from "./stored-files";
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

/** The row's email as it reads now: the firm's current details, every link on `origin` (PUBLIC_ORIGIN). */
export function renderRow(row: OutboxRow, firm: FirmSettings, origin: string): RenderedEmail {
  const template = EMAIL_TEMPLATES[row.kind] as (payload: unknown, context: unknown) => RenderedEmail;
  if (!row.payload) throw new Error(`Outbox row ${row.id} has no payload left to send`);
  const payload = withPublicOrigin(row.payload as EmailPayloads[typeof row.kind], origin);
  return template(payload, { firm, refId: row.refId });
}

export function composeMessage(
  row: OutboxRow,
  firm: FirmSettings,
  fromAddress: string,
  origin: string,
): EmailMessageBuilder {
  return messageOf(row, renderRow(row, firm, origin), firm, fromAddress, origin);
}

/** The message as sent: composeMessage, with the files the email keeps in R2 read and attached. */
export async function composeWithFiles(
  row: OutboxRow,
  firm: FirmSettings,
  fromAddress: string,
  origin: string,
  media: R2Bucket,
): Promise<EmailMessageBuilder> {
  const email = renderRow(row, firm, origin);
  const stored = email.storedFiles?.length ? await attachmentsOf(media, email.storedFiles) : [];
  return messageOf(
    row,
    { ...email, attachments: [...(email.attachments ?? []), ...stored] },
    firm,
    fromAddress,
    origin,
  );
}

function messageOf(
  row: OutboxRow,
  email: RenderedEmail,
  firm: FirmSettings,
  fromAddress: string,
  origin: string,
): EmailMessageBuilder {
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
    // Links and the logo are absolute in an email: on PUBLIC_ORIGIN, never a stored host.
    html: brandedHtml(email.text, firm, origin),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(email.attachments?.length ? { attachments: email.attachments } : {}),
  };
}
