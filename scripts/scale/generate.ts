/**
 * The rows of a firm ten years on (issue 29), generated deterministically: the same seed gives the
 * same database, so two bench runs measure the same data. Each generator yields SQL value tuples
 * for one table; scripts/scale/seed.ts writes them in multi-row INSERTs.
 */
import { AUDIT_ACTIONS } from "@domain/audit";
import { BLOG_CATEGORIES, CONTACT_STATUSES, DEPARTMENTS, PUBLIC_SERVICE_CHOICES, TEAM_ROLES } from "@domain/constants";

/** The sizes the issue names. */
export const SCALE = {
  articles: 10_000,
  enquiries: 100_000,
  subscribers: 50_000,
  auditRows: 200_000,
  attorneys: 60,
} as const;

/** mulberry32: small, fast and the same everywhere. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  return { next, int, pick };
}
export type Random = ReturnType<typeof random>;

/** A SQL literal: generated text only, quotes doubled. */
export const sqlText = (value: string | null) => (value === null ? "NULL" : `'${value.replaceAll("'", "''")}'`);

const FIRST = ["Ana", "Ben", "Chloé", "David", "Elena", "Farid", "Grace", "Hugo", "Ines", "José", "Kara", "Liam"];
const LAST = ["Núñez", "Okafor", "Patel", "Quinn", "Rossi", "Schmidt", "Tanaka", "Ueda", "Vargas", "Walsh", "Young"];
const WORDS = (
  "contract dispute lease employer custody estate trust merger liability negligence injury divorce " +
  "settlement appeal compliance regulation tenant landlord probate guardianship severance harassment " +
  "partnership shareholder licensing zoning insurance claim mediation arbitration discovery deposition"
).split(" ");
const SUBJECTS = ["Question about", "Help with", "Advice on", "Consultation about", "Urgent:", "Follow-up on"];

const DAY_MS = 86_400_000;
/** Every generated date lies before this instant, so the data is the same whatever day it is made. */
const END = Date.UTC(2026, 10, 1);
const isoDaysBefore = (days: number, r: Random) => new Date(END - days * DAY_MS - r.int(DAY_MS)).toISOString();

const words = (r: Random, count: number) => Array.from({ length: count }, () => r.pick(WORDS)).join(" ");
const personName = (r: Random) => `${r.pick(FIRST)} ${r.pick(LAST)}`;
const slugOf = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Attorneys beyond the demo's, with ids that cannot collide with a first-last slug of the seed. */
export function* attorneys(r: Random, count: number) {
  for (let i = 1; i <= count; i += 1) {
    const name = personName(r);
    const id = `${slugOf(name)}-${i}`;
    const department = r.pick(DEPARTMENTS);
    const bio = `${name} advises clients on ${words(r, 6)}.`;
    const specialties = JSON.stringify([r.pick(WORDS), r.pick(WORDS)]);
    const row = [id, name, r.pick(TEAM_ROLES), department, bio, specialties].map(sqlText);
    yield { id, row: [...row, String(100 + i)] };
  }
}

export function* articles(r: Random, count: number, authorIds: readonly string[]) {
  for (let i = 1; i <= count; i += 1) {
    const title = `${words(r, 4)} ${i}`.replace(/^./, (c) => c.toUpperCase());
    const paragraphs = Array.from({ length: 6 }, () => `<p>${words(r, 50)}.</p>`).join("");
    const published = r.next() < 0.95;
    const date = isoDaysBefore(r.int(3650), r);
    yield [
      sqlText(title),
      sqlText(`${slugOf(title)}-${i}`),
      sqlText("Staff writer"),
      sqlText(r.pick(authorIds)),
      sqlText(words(r, 25)),
      sqlText(paragraphs),
      sqlText(r.pick(BLOG_CATEGORIES)),
      sqlText(JSON.stringify([r.pick(WORDS), r.pick(WORDS)])),
      sqlText(published ? "published" : "draft"),
      published ? sqlText(date) : "NULL",
      r.int(5000),
      sqlText(date),
      sqlText(date),
    ];
  }
}

/** One enquiry with its status history and, for some, staff's notes. */
export function* enquiries(r: Random, count: number, authorId: number, assignees: readonly string[]) {
  for (let id = 1; id <= count; id += 1) {
    const name = personName(r);
    const created = isoDaysBefore(r.int(1825), r);
    const status = r.pick(CONTACT_STATUSES);
    const contact = [
      id,
      sqlText(name),
      sqlText(`${slugOf(name)}.${id}@example.test`),
      sqlText(`${r.pick(SUBJECTS)} ${words(r, 3)}`),
      sqlText(`${words(r, 40)}.`),
      sqlText(r.pick(PUBLIC_SERVICE_CHOICES)),
      sqlText(status),
      r.next() < 0.6 ? sqlText(r.pick(assignees)) : "NULL",
      status === "unread" ? "NULL" : sqlText(created),
      sqlText(created),
      sqlText(created),
    ];
    const history = [[id, "'unread'", "NULL", sqlText(created)]];
    if (status !== "unread") history.push([id, sqlText(status), authorId, sqlText(created)]);
    const noteCount = r.next() < 0.3 ? 1 + r.int(3) : 0;
    const notes = Array.from({ length: noteCount }, () => [
      id,
      authorId,
      "'Demo Admin'",
      sqlText(words(r, 12)),
      sqlText(created),
    ]);
    yield { contact, history, notes };
  }
}

export function* subscribers(r: Random, count: number) {
  for (let i = 1; i <= count; i += 1) {
    const created = isoDaysBefore(r.int(3650), r);
    const unsubscribed = r.next() < 0.1;
    yield [
      sqlText(`reader${i}@example.test`),
      sqlText(unsubscribed ? "unsubscribed" : "subscribed"),
      unsubscribed ? sqlText(created) : "NULL",
      sqlText(created),
      sqlText(`scale-token-${i}`),
      sqlText(created),
      sqlText(created),
    ];
  }
}

export function* auditRows(r: Random, count: number, actorId: number) {
  const entities = ["blog_post", "contact", "team_member", "testimonial", "practice_area", "settings"];
  for (let i = 1; i <= count; i += 1) {
    yield [
      sqlText(isoDaysBefore(r.int(1825), r)),
      actorId,
      sqlText("admin@example.test"),
      sqlText(`192.0.2.${r.int(255)}`),
      sqlText(r.pick(AUDIT_ACTIONS)),
      sqlText(r.pick(entities)),
      sqlText(String(1 + r.int(10_000))),
    ];
  }
}
