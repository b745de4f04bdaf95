import { type Database, database } from "@db/client";
import { z } from "zod";

/** The bindings, checked once per environment object: a missing binding fails loudly at the first request. */
const bindingsSchema = z.object({
  DB: z.custom<D1Database>((v) => typeof (v as D1Database)?.prepare === "function", "DB (D1) binding missing"),
  SESSIONS: z.custom<KVNamespace>(
    (v) => typeof (v as KVNamespace)?.get === "function",
    "SESSIONS (KV) binding missing",
  ),
  MEDIA: z.custom<R2Bucket>((v) => typeof (v as R2Bucket)?.put === "function", "MEDIA (R2) binding missing"),
  DEMO_MODE: z.enum(["true", "false"], 'DEMO_MODE must be "true" or "false"'),
  /** Comma-separated hostnames the site is served at (passkeys' relying party, emailed links). */
  PUBLIC_HOSTS: z.string().optional(),
});

export interface AppEnv {
  db: Database;
  sessions: KVNamespace;
  media: R2Bucket;
  demoMode: boolean;
  /** Hostnames passkeys and emailed links may use; empty: only demo mode trusts the request's host. */
  publicHosts: string[];
}

const validated = new WeakMap<object, AppEnv>();

export function appEnv(bindings: Cloudflare.Env): AppEnv {
  const cached = validated.get(bindings);
  if (cached) return cached;
  const parsed = bindingsSchema.safeParse(bindings);
  if (!parsed.success) {
    throw new Error(`Invalid Worker bindings: ${parsed.error.issues.map((i) => i.message).join("; ")}`);
  }
  const result: AppEnv = {
    db: database(parsed.data.DB),
    sessions: parsed.data.SESSIONS,
    media: parsed.data.MEDIA,
    demoMode: parsed.data.DEMO_MODE === "true",
    publicHosts: (parsed.data.PUBLIC_HOSTS ?? "")
      .split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  };
  validated.set(bindings, result);
  return result;
}
