import { type Database, database } from "@db/client";
import { z } from "zod";
import type { OutboxMessage } from "./email/outbox";

/** The bindings, checked once per environment object: a missing binding fails loudly at the first request. */
const bindingsSchema = z.object({
  DB: z.custom<D1Database>((v) => typeof (v as D1Database)?.prepare === "function", "DB (D1) binding missing"),
  SESSIONS: z.custom<KVNamespace>(
    (v) => typeof (v as KVNamespace)?.get === "function",
    "SESSIONS (KV) binding missing",
  ),
  MEDIA: z.custom<R2Bucket>((v) => typeof (v as R2Bucket)?.put === "function", "MEDIA (R2) binding missing"),
  DEMO_MODE: z.enum(["true", "false"], 'DEMO_MODE must be "true" or "false"'),
  EMAIL: z.custom<SendEmail>((v) => typeof (v as SendEmail)?.send === "function", "EMAIL (send_email) binding missing"),
  EMAIL_QUEUE: z.custom<Queue<OutboxMessage>>(
    (v) => typeof (v as Queue)?.sendBatch === "function",
    "EMAIL_QUEUE (queue producer) binding missing",
  ),
  EMAIL_FROM: z.email("EMAIL_FROM must be the sender's email address"),
});

export interface AppEnv {
  db: Database;
  sessions: KVNamespace;
  media: R2Bucket;
  demoMode: boolean;
  /** Email Service (send_email binding): only the outbox's queue consumer sends. */
  email: SendEmail;
  emailQueue: Queue<OutboxMessage>;
  emailFrom: string;
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
    email: parsed.data.EMAIL,
    emailQueue: parsed.data.EMAIL_QUEUE,
    emailFrom: parsed.data.EMAIL_FROM,
  };
  validated.set(bindings, result);
  return result;
}
