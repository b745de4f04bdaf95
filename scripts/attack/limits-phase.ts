/**
 * Issue 40's limits, probed at full depth only (the nightly run; CI's breadth run leaves them out for
 * its time budget): a reset flood for the owner's email from 7 addresses (at most the email's hourly
 * links are sent, and the owner's own request is still served), 12 /64s of one IPv6 /56 (refused past
 * the /56 limit) and 25 parallel enquiries from one address (exactly the limit accepted).
 */
import { DEMO_ADMIN } from "../../domain/demo";
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_HEADER } from "../../domain/turnstile";
import { RESET_RULES } from "../../worker/auth/password-reset";
import { SUBMISSION_RULES } from "../../worker/data/submissions";
import { IPV6_BUCKETS } from "../../worker/http/client-address";
import { outboxDatabase } from "./hardening-phase";
import { freshAddress, json, problems, send } from "./http";

const FLOOD_ADDRESSES = 7;
const PARALLEL = 25;

async function post(path: string, body: unknown, client: string | null, token?: string) {
  const response = await send({
    method: "POST",
    path,
    headers: {
      "content-type": "application/json",
      [TURNSTILE_HEADER]: TURNSTILE_DUMMY_TOKEN,
      ...(client ? { "CF-Connecting-IP": client } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: json(body),
    label: "[limits]",
  });
  await response?.body?.cancel();
  return response?.status ?? 0;
}

const enquiry = (marker: string) => ({
  name: `Limits ${marker}`,
  email: `${marker}@example.com`,
  subject: `Limits ${marker}`,
  message: `Limits check ${marker}`,
  consent: true,
});

/** Reset links written to the outbox since `after` (its highest id before). */
function resetLinksSince(state: string, after: number) {
  const db = outboxDatabase(state);
  const row = db.prepare("SELECT count(*) AS n FROM email_outbox WHERE kind = 'password_reset' AND id > ?").get(after);
  db.close();
  return Number((row as { n: number }).n);
}

function newestOutboxId(state: string) {
  const db = outboxDatabase(state);
  const row = db.prepare("SELECT coalesce(max(id), 0) AS id FROM email_outbox").get() as { id: number };
  db.close();
  return Number(row.id);
}

async function resetFlood(token: string, state: string) {
  const before = newestOutboxId(state);
  const addresses = Array.from({ length: FLOOD_ADDRESSES }, () => freshAddress());
  const statuses = await Promise.all(
    addresses.flatMap((address) =>
      Array.from({ length: RESET_RULES.address.limit }, () =>
        post("/api/password/forgot", { email: DEMO_ADMIN.email }, address),
      ),
    ),
  );
  const flooded = resetLinksSince(state, before);
  // The owner, from the device holding its session, still gets a link.
  const afterFlood = newestOutboxId(state);
  const owner = await post("/api/password/forgot", { email: DEMO_ADMIN.email }, freshAddress(), token);
  const ownerLinks = resetLinksSince(state, afterFlood);
  if (flooded > RESET_RULES.email.limit || statuses.some((s) => s !== 200) || owner !== 200 || ownerLinks !== 1)
    problems.push({
      kind: "other",
      detail: `reset flood from ${FLOOD_ADDRESSES} addresses: ${flooded} links sent (at most ${RESET_RULES.email.limit}), answers ${[...new Set(statuses)].join(" ")}; the owner's request ${owner} with ${ownerLinks} link`,
    });
  return { requests: statuses.length, linksSent: flooded, ownerServed: owner === 200 && ownerLinks === 1 };
}

/** 12 /64s of one /56, 3 enquiries each: the /56 limit (3x the /64's) admits exactly that many. */
async function slash56Rotation(run: string) {
  const block = (Number.parseInt(run.slice(-4), 36) % 0xffff).toString(16);
  const statuses: number[] = [];
  for (let net = 0; net < 12; net++)
    for (let i = 1; i <= 3; i++)
      statuses.push(
        await post(
          "/api/contacts/submit",
          enquiry(`v56${run}${net}${i}`),
          `2001:db8:${block}:${(0x4000 + net).toString(16)}::${i}`,
        ),
      );
  const limit = SUBMISSION_RULES.contact.limit * (IPV6_BUCKETS[0]?.factor ?? 0);
  const accepted = statuses.filter((s) => s === 201).length;
  if (statuses.slice(0, limit).some((s) => s !== 201) || statuses.slice(limit).some((s) => s !== 429))
    problems.push({
      kind: "other",
      detail: `/56 rotation: ${accepted} of ${statuses.length} accepted (limit ${limit})`,
    });
  return { sent: statuses.length, accepted, limit };
}

/** 25 enquiries at once from one address: exactly the limit accepted, the rest 429. */
async function parallelSubmissions(run: string) {
  const client = freshAddress();
  const statuses = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) => post("/api/contacts/submit", enquiry(`par${run}${i}`), client)),
  );
  const accepted = statuses.filter((s) => s === 201).length;
  const { limit } = SUBMISSION_RULES.contact;
  if (accepted !== limit || statuses.filter((s) => s === 429).length !== PARALLEL - limit)
    problems.push({
      kind: "other",
      detail: `${PARALLEL} parallel enquiries: answers ${statuses.join(" ")} (limit ${limit})`,
    });
  return { sent: PARALLEL, accepted, limit };
}

export async function limitsPhase(token: string, run: string, state: string) {
  return {
    resetFlood: await resetFlood(token, state),
    slash56Rotation: await slash56Rotation(run),
    parallelSubmissions: await parallelSubmissions(run),
  };
}
