import { AsyncLocalStorage } from "node:async_hooks";
import { type Database, database } from "@db/client";
import { AUDIT } from "@domain/audit";
import { TURNSTILE_DEFAULT_VERIFY_URL } from "@domain/turnstile";
import { z } from "zod";
import type CardRenderer from "./cards";
import type { OutboxMessage } from "./email/outbox";

/** The bindings, checked once per environment object: a missing binding fails loudly at the first request. */
const bindingsSchema = z.object({
  DB: z.custom<D1Database>((v) => typeof (v as D1Database)?.prepare === "function", "DB (D1) binding missing"),
  SESSIONS: z.custom<KVNamespace>(
    (v) => typeof (v as KVNamespace)?.get === "function",
    "SESSIONS (KV) binding missing",
  ),
  MEDIA: z.custom<R2Bucket>((v) => typeof (v as R2Bucket)?.put === "function", "MEDIA (R2) binding missing"),
  CARDS: z.custom<Service<typeof CardRenderer>>(
    (v) => typeof (v as Fetcher)?.fetch === "function",
    "CARDS (service binding to the card Worker) binding missing",
  ),
  DEMO_MODE: z.enum(["true", "false"], 'DEMO_MODE must be "true" or "false"'),
  EMAIL: z.custom<SendEmail>((v) => typeof (v as SendEmail)?.send === "function", "EMAIL (send_email) binding missing"),
  EMAIL_QUEUE: z.custom<Queue<OutboxMessage>>(
    (v) => typeof (v as Queue)?.sendBatch === "function",
    "EMAIL_QUEUE (queue producer) binding missing",
  ),
  EMAIL_FROM: z.email("EMAIL_FROM must be the sender's email address"),
  /** Comma-separated further hostnames passkeys may use (the public origin's host always may). */
  PUBLIC_HOSTS: z.string().optional(),
  /** The one origin every absolute URL the Worker writes starts with (emails, feeds, canonical): never the request's. */
  PUBLIC_ORIGIN: z
    .url({
      protocol: /^https?$/,
      error: "PUBLIC_ORIGIN must be the site's http(s) origin, e.g. https://www.example.com",
    })
    .refine(
      (value) => new URL(value).origin === value.replace(/\/$/, "").toLowerCase(),
      "PUBLIC_ORIGIN must be an origin only (scheme, host, port), with no path, query or fragment",
    ),
  AUDIT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1, "AUDIT_RETENTION_DAYS must be a whole number of days, 1 to 3650")
    .max(3650, "AUDIT_RETENTION_DAYS must be a whole number of days, 1 to 3650")
    .default(AUDIT.defaultRetentionDays),
  TURNSTILE_SECRET: z.string().min(1).optional(),
  TURNSTILE_SITE_KEY: z.string().min(1).optional(),
  TURNSTILE_VERIFY_URL: z.url().optional(),
  /** Nominatim's search API (or one speaking it) for the office map; empty or absent: no lookups. */
  GEOCODER_URL: z.union([z.literal(""), z.url("GEOCODER_URL must be an http(s) address or empty")]).optional(),
});

/** Turnstile's settings when a secret is configured (domain/turnstile.ts); null when it is off. */
export interface TurnstileConfig {
  secret: string;
  siteKey: string;
  verifyUrl: string;
}

export interface AppEnv {
  db: Database;
  sessions: KVNamespace;
  media: R2Bucket;
  /** The card Worker (worker/cards/): `render(text)` answers a social card's PNG. */
  cards: Service<typeof CardRenderer>;
  demoMode: boolean;
  /** Email Service (send_email binding): only the outbox's queue consumer sends. */
  email: SendEmail;
  emailQueue: Queue<OutboxMessage>;
  emailFrom: string;
  /** Further hostnames passkeys may use besides the public origin's (worker/auth/hosts.ts). */
  publicHosts: string[];
  /** PUBLIC_ORIGIN, e.g. "https://www.example.com": build absolute URLs with absoluteUrl(). */
  publicOrigin: string;
  /** Days an audit row is kept. */
  auditRetentionDays: number;
  turnstile: TurnstileConfig | null;
  /** Where a saved address is looked up for the office map; null: off (staff enter coordinates). */
  geocoderUrl: string | null;
}

const validated = new WeakMap<object, AppEnv>();

export function appEnv(bindings: Cloudflare.Env): AppEnv {
  const cached = validated.get(bindings);
  if (cached) return cached;
  const parsed = bindingsSchema.safeParse(bindings);
  if (!parsed.success) {
    throw new Error(`Invalid Worker bindings: ${parsed.error.issues.map((i) => i.message).join("; ")}`);
  }
  const { TURNSTILE_SECRET: secret, TURNSTILE_SITE_KEY: siteKey, TURNSTILE_VERIFY_URL: verifyUrl } = parsed.data;
  // A secret without a site key would refuse every form while showing no widget: fail loudly instead.
  if (secret && !siteKey)
    throw new Error("Invalid Worker bindings: TURNSTILE_SECRET is set without TURNSTILE_SITE_KEY");
  const result: AppEnv = {
    db: database(parsed.data.DB),
    sessions: parsed.data.SESSIONS,
    media: parsed.data.MEDIA,
    cards: parsed.data.CARDS,
    demoMode: parsed.data.DEMO_MODE === "true",
    email: parsed.data.EMAIL,
    emailQueue: parsed.data.EMAIL_QUEUE,
    emailFrom: parsed.data.EMAIL_FROM,
    publicHosts: (parsed.data.PUBLIC_HOSTS ?? "")
      .split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    publicOrigin: new URL(parsed.data.PUBLIC_ORIGIN).origin,
    auditRetentionDays: parsed.data.AUDIT_RETENTION_DAYS,
    turnstile: secret && siteKey ? { secret, siteKey, verifyUrl: verifyUrl ?? TURNSTILE_DEFAULT_VERIFY_URL } : null,
    geocoderUrl: parsed.data.GEOCODER_URL || null,
  };
  validated.set(bindings, result);
  return result;
}

const requestScope = new AsyncLocalStorage<AppEnv>();

/** Runs a page request with its own bindings (a D1 session, worker/read-session.ts) for its loaders. */
export const withRequestAppEnv = <T>(app: AppEnv, run: () => T): T => requestScope.run(app, run);

/** The current page request's bindings when inside one; otherwise the plain validated bindings. */
export const currentAppEnv = (bindings: Cloudflare.Env): AppEnv => requestScope.getStore() ?? appEnv(bindings);

/**
 * An absolute URL on the firm's configured origin (PUBLIC_ORIGIN), for everything the Worker writes
 * that leaves the page: emails, feeds, sitemap, canonical links, JSON-LD, calendar files. Never build
 * one from the request's Host or X-Forwarded-Host: anyone can forge those (issue 28).
 */
export const absoluteUrl = (app: Pick<AppEnv, "publicOrigin">, path: string): string =>
  new URL(path.startsWith("/") ? path : `/${path}`, `${app.publicOrigin}/`).href;
