import type { FirmSettings } from "@domain/rows";

/**
 * The one branded HTML wrapper every kind of email goes through (composeMessage): the firm's logo
 * and name on the site's navy, the text with its web addresses as links, and a footer with the
 * firm's details. Inline styles and a table layout: what mail clients render. The text part is the
 * plain-text alternative, word for word.
 */

/** The site's colours (app/app.css): navy-900 and gold-500, navy-700 for links. */
const BRAND = { navy: "#152a45", link: "#274b76", gold: "#c9a227", text: "#1e293b", muted: "#475569" } as const;

const htmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** Web addresses in already-escaped text become links (http and https only; a trailing full stop stays text). */
const URL_IN_TEXT = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;
const linked = (escaped: string) =>
  escaped.replace(
    URL_IN_TEXT,
    (url) => `<a href="${url}" style="color:${BRAND.link};text-decoration:underline">${url}</a>`,
  );

/** The logo as an absolute address (mail clients have no page to resolve a path against), or null. */
function logoAddress(firm: FirmSettings, siteUrl: string | null): string | null {
  if (!firm.logoUrl) return null;
  if (/^https?:\/\//.test(firm.logoUrl)) return firm.logoUrl;
  const origin = siteUrl ?? (/^https?:\/\//.test(firm.website) ? firm.website : null);
  return origin ? new URL(firm.logoUrl, origin).href : null;
}

export function brandedHtml(text: string, firm: FirmSettings, siteUrl: string | null = null): string {
  const name = htmlEscape(firm.firmName || "The firm");
  const logo = logoAddress(firm, siteUrl);
  const body = text
    .split(/\n{2,}/)
    .map((paragraph) => `<p style="margin:0 0 16px">${linked(htmlEscape(paragraph)).replaceAll("\n", "<br>")}</p>`)
    .join("");
  const footer = [firm.address, firm.phone, firm.email].filter(Boolean).map(htmlEscape).join(" · ");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${name}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Georgia,'Times New Roman',serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td data-part="brand" style="background:${BRAND.navy};border-bottom:4px solid ${BRAND.gold};padding:20px 24px;color:#ffffff;font-size:22px">
${logo ? `<img src="${htmlEscape(logo)}" alt="${name}" height="40" style="height:40px;vertical-align:middle;margin-right:12px;background:#ffffff;border-radius:4px">` : ""}<span style="vertical-align:middle">${name}</span>
</td></tr>
<tr><td data-part="body" style="padding:24px;color:${BRAND.text};font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.6">${body}</td></tr>
<tr><td data-part="footer" style="padding:16px 24px;border-top:1px solid #e2e8f0;color:${BRAND.muted};font-family:Arial,Helvetica,sans-serif;font-size:12px">${name}${footer ? `<br>${footer}` : ""}</td></tr>
</table></td></tr></table></body></html>`;
}
