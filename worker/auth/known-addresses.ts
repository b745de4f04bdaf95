import type { AppEnv } from "@worker/env";
import { addressSubject } from "@worker/http/client-address";

/**
 * The client addresses (their limit keys: IPv4 itself, IPv6 its /64) each account signed in from in
 * the last 90 days, in KV. A password reset asked from one of them is the owner's, and is served
 * whatever strangers have asked for that email (worker/auth/password-reset.ts).
 */
const REMEMBERED_SECONDS = 90 * 24 * 60 * 60;

const keyOf = (adminId: number, subject: string) => `known-address:${adminId}:${subject}`;

export async function rememberSignInAddress(app: AppEnv, adminId: number, address: string): Promise<void> {
  const subject = addressSubject(app, address);
  if (subject !== null) await app.sessions.put(keyOf(adminId, subject), "1", { expirationTtl: REMEMBERED_SECONDS });
}

export async function signedInFrom(app: AppEnv, adminId: number, subject: string): Promise<boolean> {
  return (await app.sessions.get(keyOf(adminId, subject))) !== null;
}
