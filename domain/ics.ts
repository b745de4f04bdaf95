/**
 * RFC 5545 calendar invitations (iTIP, RFC 5546: METHOD REQUEST and CANCEL). Times in UTC ("Z"),
 * a stable UID per booking, SEQUENCE raised on each change, text escaped, lines folded at 75 octets
 * and ended with CRLF.
 */

export interface Invitation {
  method: "REQUEST" | "CANCEL";
  uid: string;
  sequence: number;
  start: string;
  end: string;
  /** When this version was made (DTSTAMP). */
  stamp: string;
  summary: string;
  description: string;
  location: string;
  /** A link to the meeting itself (a video room): the URL property; an https address without spaces. */
  url?: string | null;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}

/** 2026-11-30T14:00:00.000Z → 20261130T140000Z. */
export const icsTime = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
const icsText = (text: string) =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** A parameter value (CN): quoted, with characters a quoted value cannot hold dropped (§3.2). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const paramValue = (text: string) => `"${text.replace(/["\u0000-\u001f\u007f]/g, "")}"`;

/** Folds a content line at 75 octets, never inside a UTF-8 character (§3.1). */
function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines begin with a space
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const mailto = (email: string) => `mailto:${email.replace(/[\s<>"]/g, "")}`;

export function buildInvitation(i: Invitation): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "PRODID:-//Law firm website//Online booking//EN",
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    `METHOD:${i.method}`,
    "BEGIN:VEVENT",
    `UID:${i.uid}`,
    `SEQUENCE:${i.sequence}`,
    `DTSTAMP:${icsTime(i.stamp)}`,
    `DTSTART:${icsTime(i.start)}`,
    `DTEND:${icsTime(i.end)}`,
    `SUMMARY:${icsText(i.summary)}`,
    `DESCRIPTION:${icsText(i.description)}`,
    `LOCATION:${icsText(i.location)}`,
    ...(i.url ? [`URL:${i.url}`] : []),
    `ORGANIZER;CN=${paramValue(i.organizer.name)}:${mailto(i.organizer.email)}`,
    ...i.attendees.map(
      (a) => `ATTENDEE;CN=${paramValue(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:${mailto(a.email)}`,
    ),
    `STATUS:${i.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
