/**
 * Issue 28's findings, kept fixed: a forged Host and X-Forwarded-Host on every kind of email (no
 * outbox row may name it), IPv6 rotation inside one /64 (the limit holds), OWASP's CSV payloads in
 * every export (no cell a spreadsheet would run), SVG's fetching CSS functions and polyglot files
 * (refused). A few hundred requests: seconds, not minutes.
 */
import { readdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { DEMO_ADMIN } from "../../domain/demo";
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_HEADER } from "../../domain/turnstile";
import { CSV_PAYLOADS, formulaCells } from "./csv-payloads";
import { BASE_URL, freshAddress, json, problems, send } from "./http";

const EVIL = "evil.example";

/** A request whose Host, X-Forwarded-Host and X-Forwarded-Proto all name the forged host (fetch would not send such a Host). */
function forged(method: string, path: string, body: unknown, token?: string): Promise<number> {
  const url = new URL(path, BASE_URL);
  const payload = body === undefined ? "" : json(body);
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        setHost: false,
        headers: {
          Host: EVIL,
          "X-Forwarded-Host": EVIL,
          "X-Forwarded-Proto": "https",
          "CF-Connecting-IP": freshAddress(),
          [TURNSTILE_HEADER]: TURNSTILE_DUMMY_TOKEN,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    req.on("error", (error) => {
      problems.push({ kind: "dropped", detail: `forged-host ${method} ${path}: ${error.message}` });
      resolve(0);
    });
    req.end(payload);
  });
}

/** The site's local D1 file under the attack state (run.sh's --persist-to); only read here. */
export function outboxDatabase(state: string): DatabaseSync {
  const folder = join(state, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(folder).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 database under ${folder}`);
  return new DatabaseSync(join(folder, file));
}

const enquiry = (marker: string, extra: Record<string, unknown> = {}) => ({
  name: `Hardening ${marker}`,
  email: `${marker}@example.com`,
  subject: `Hardening ${marker}`,
  message: `Hardening check ${marker}`,
  consent: true,
  ...extra,
});

async function forgedHostOnEveryEmail(token: string, run: string, state: string) {
  const db = outboxDatabase(state);
  const before = Number((db.prepare("SELECT coalesce(max(id), 0) AS id FROM email_outbox").get() as { id: number }).id);
  const statuses: Record<string, number> = {};
  statuses.contact = await forged("POST", "/api/contacts/submit", enquiry(`host${run}`));
  statuses.testimonial = await forged("POST", "/api/testimonials/submit", {
    name: `Hardening ${run}`,
    content: "Forged host check.",
    rating: 5,
    publishConsent: true,
  });
  statuses.newsletter = await forged("POST", "/api/newsletter/subscribe", { email: `host${run}@example.com` });
  statuses.invitation = await forged(
    "POST",
    "/api/invitations",
    {
      email: `host${run}@whitmore-law.test`,
      name: "Forged Host",
      role: "editor",
    },
    token,
  );
  statuses.reset = await forged("POST", "/api/password/forgot", { email: DEMO_ADMIN.email });
  // An attorney with an email, assigned an enquiry through the forged host.
  const attorney = await send({
    method: "POST",
    path: "/api/team",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: json({ name: `Hardening Attorney ${run}`, role: "Partner", email: `attorney${run}@whitmore-law.test` }),
  });
  const attorneyId = ((await attorney?.json()) as { id?: string })?.id;
  const found = await send({
    method: "GET",
    path: `/api/contacts?search=host${run}&limit=1`,
    headers: { authorization: `Bearer ${token}` },
  });
  const [contact] = ((await found?.json()) ?? []) as { id: number }[];
  statuses.assignment = await forged("PUT", `/api/contacts/${contact?.id}/assignee`, { assignedTo: attorneyId }, token);

  const rows = db.prepare("SELECT kind, payload FROM email_outbox WHERE id > ?").all(before) as {
    kind: string;
    payload: string | null;
  }[];
  db.close();
  const kinds = [...new Set(rows.map((row) => row.kind))].sort();
  const leaked = rows.filter((row) => (row.payload ?? "").includes(EVIL)).map((row) => row.kind);
  const expected = [
    "acknowledgement",
    "assignment_alert",
    "newsletter_confirm",
    "password_reset",
    "staff_alert",
    "staff_invite",
    "testimonial_alert",
  ];
  const missing = expected.filter((kind) => !kinds.includes(kind));
  if (leaked.length > 0 || missing.length > 0)
    problems.push({
      kind: "other",
      detail: `forged Host: outbox rows naming ${EVIL}: ${leaked.join(", ") || "none"}; kinds not written: ${missing.join(", ") || "none"} (answers ${JSON.stringify(statuses)})`,
    });
  return { kinds: kinds.length, rows: rows.length, leaked: leaked.length };
}

/** Eleven enquiries from eleven addresses of one /64: the limit (10 per 10 minutes) must hold. */
async function ipv6Rotation(run: string) {
  const prefix = `2001:db8:${(Number.parseInt(run.slice(-4), 36) % 0xffff).toString(16)}:28`;
  const statuses: number[] = [];
  for (let i = 1; i <= 11; i++) {
    const response = await send({
      method: "POST",
      path: "/api/contacts/submit",
      headers: { "content-type": "application/json", "CF-Connecting-IP": `${prefix}::${i.toString(16)}` },
      body: json(enquiry(`v6${run}${i}`)),
      label: "[ipv6 rotation]",
    });
    await response?.body?.cancel();
    statuses.push(response?.status ?? 0);
  }
  if (statuses.slice(0, 10).some((s) => s !== 201) || statuses[10] !== 429)
    problems.push({ kind: "other", detail: `IPv6 rotation inside one /64: answers ${statuses.join(" ")}` });
  return { sent: statuses.length, refused: statuses.filter((s) => s === 429).length };
}

/** Every export, fed the payload list where a visitor or a forged header can put it. */
async function csvExports(token: string, run: string) {
  const auth = { authorization: `Bearer ${token}` };
  const marker = `csv${run}`;
  for (const payload of CSV_PAYLOADS) {
    const line = payload.replace(/[\r\n\t]/g, " ");
    const response = await send({
      method: "POST",
      path: "/api/contacts/submit",
      headers: { "content-type": "application/json" },
      body: json(
        enquiry(`${marker}${CSV_PAYLOADS.indexOf(payload)}`, {
          name: line,
          subject: line,
          message: `${payload}\n${marker}`,
        }),
      ),
      label: "[csv payload]",
    });
    await response?.body?.cancel();
  }
  for (const email of ["+1+1@example.com", "-2+3+cmd@example.com", `=1+1${run}@example.com`]) {
    const response = await send({
      method: "POST",
      path: "/api/newsletter/subscribe",
      headers: { "content-type": "application/json" },
      body: json({ email }),
    });
    await response?.body?.cancel();
  }
  for (const address of ["=cmd|' /C calc'!A0", "a;=1+1;b", "@SUM(1+1)"]) {
    const response = await send({
      method: "POST",
      path: "/api/login",
      headers: { "content-type": "application/json", "CF-Connecting-IP": address },
      body: json({ email: `${marker}@example.com`, password: "not-the-password" }),
    });
    await response?.body?.cancel();
  }
  const contacts = await send({ method: "GET", path: `/api/contacts/export?search=${marker}`, headers: auth });
  const audit = await send({ method: "GET", path: "/api/audit/export", headers: auth });
  const subscribers = await send({ method: "GET", path: "/api/newsletter/export", headers: auth });
  const exports = {
    contacts: (await contacts?.text()) ?? "",
    audit: (await audit?.text()) ?? "",
    subscribers: (await subscribers?.text()) ?? "",
  };
  const found: Record<string, number> = {};
  for (const [name, csv] of Object.entries(exports)) {
    const cells = formulaCells(csv);
    found[name] = cells.length;
    if (cells.length > 0 || csv.length === 0)
      problems.push({
        kind: "other",
        detail: `CSV ${name}: ${cells.length} formula cells, e.g. ${JSON.stringify(cells.slice(0, 3))}`,
      });
  }
  return found;
}

const SVG = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`;
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxD/2Q==",
  "base64",
);
const HTML = Buffer.from("<html><script>alert(document.domain)</script></html>");

/** SVGs fetching through CSS functions and polyglot images: each upload must answer 400. */
async function uploads(token: string) {
  const files: [string, string, Uint8Array][] = [
    ["image-set", "logo", Buffer.from(SVG(`<rect style="fill: image-set('https://${EVIL}/a.png' 1x)"/>`))],
    [
      "-webkit-image-set",
      "logo",
      Buffer.from(SVG(`<rect style="fill: -webkit-image-set('https://${EVIL}/a.png' 1x)"/>`)),
    ],
    ["image()", "logo", Buffer.from(SVG(`<style>rect { fill: image('https://${EVIL}/a.png') }</style>`))],
    [
      "cross-fade",
      "logo",
      Buffer.from(SVG(`<style>rect { fill: cross-fade('https://${EVIL}/a.png', url(#a)) }</style>`)),
    ],
    ["element()", "logo", Buffer.from(SVG("<style>rect { fill: element(#a) }</style>"))],
    ["@import", "logo", Buffer.from(SVG(`<style>@import 'https://${EVIL}/x.css';</style>`))],
    ["PNG+HTML", "photo", Buffer.concat([PNG, HTML])],
    ["JPEG+HTML", "photo", Buffer.concat([JPEG, HTML])],
    ["JPEG+HTML+EOI", "photo", Buffer.concat([JPEG, HTML, Buffer.from([0xff, 0xd9])])],
  ];
  const accepted: string[] = [];
  for (const [label, kind, bytes] of files) {
    const form = new FormData();
    form.set("kind", kind);
    form.set("file", new File([bytes as BlobPart], kind === "logo" ? "logo.svg" : "photo.jpg"));
    const response = await send({
      method: "POST",
      path: "/api/uploads",
      headers: { authorization: `Bearer ${token}` },
      body: form,
      label: `[upload ${label}]`,
    });
    await response?.body?.cancel();
    if (response?.status !== 400) accepted.push(`${label} → ${response?.status}`);
  }
  if (accepted.length > 0) problems.push({ kind: "other", detail: `uploads not refused: ${accepted.join(", ")}` });
  return { sent: files.length, refused: files.length - accepted.length };
}

export async function hardeningPhase(token: string, run: string, state: string) {
  return {
    forgedHost: await forgedHostOnEveryEmail(token, run, state),
    ipv6Rotation: await ipv6Rotation(run),
    csvFormulaCells: await csvExports(token, run),
    uploads: await uploads(token),
  };
}
