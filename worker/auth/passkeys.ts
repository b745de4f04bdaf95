import { ACCOUNT_SECURITY } from "@domain/constants";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { consumeChallenge, storeChallenge } from "@worker/data/auth-challenges";
import { credentialIdsOf, findPasskey, insertPasskey, recordPasskeyUse } from "@worker/data/second-factors";
import { readFirmSettings } from "@worker/data/settings";
import type { AppEnv } from "@worker/env";
import { base64url, fromBase64 } from "./tokens";

/**
 * Passkeys (WebAuthn) with @simplewebauthn/server. The relying party is the host the request came to
 * (checked against PUBLIC_HOSTS in production, see hosts.ts). Every challenge is stored in D1 for 5
 * minutes and taken out by the verification itself, so it serves exactly one ceremony.
 */

/**
 * The WebAuthn library, loaded on the first passkey ceremony: with its ASN.1 stack it would cost the
 * Worker ~100 ms of CPU at every startup, for the few requests that use it.
 */
const webauthn = () => import("@simplewebauthn/server");

const challengeExpiry = (now: Date) =>
  new Date(now.getTime() + ACCOUNT_SECURITY.challengeMinutes * 60_000).toISOString();
const TIMEOUT_MS = ACCOUNT_SECURITY.challengeMinutes * 60_000;

/** The user handle: a stable per-account id that says nothing about the person. */
const userHandle = (adminId: number) => new TextEncoder().encode(`admin:${adminId}`);

export async function registrationOptions(
  app: AppEnv,
  account: { id: number; email: string; name: string },
  origin: URL,
  now = new Date(),
) {
  const existing = await credentialIdsOf(app.db, account.id);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: (await readFirmSettings(app.db)).firmName,
    rpID: origin.hostname,
    userName: account.email,
    userDisplayName: account.name,
    userID: userHandle(account.id),
    timeout: TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: splitTransports(key.transports) })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await storeChallenge(app.db, {
    id: options.challenge,
    purpose: "passkey-register",
    adminId: account.id,
    expiresAt: challengeExpiry(now),
  });
  return { options, tooMany: existing.length >= ACCOUNT_SECURITY.maxPasskeys };
}

const splitTransports = (stored: string) =>
  (stored ? stored.split(",") : undefined) as AuthenticatorTransport[] | undefined;

/** Verifies a new passkey against its own challenge and stores it; false when anything does not match. */
export async function registerPasskey(
  app: AppEnv,
  adminId: number,
  response: RegistrationResponseJSON,
  name: string,
  origin: URL,
  now = new Date(),
): Promise<boolean> {
  const { verifyRegistrationResponse } = await webauthn();
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: async (challenge) =>
      (await consumeChallenge(app.db, challenge, "passkey-register", now))?.adminId === adminId,
    expectedOrigin: origin.origin,
    expectedRPID: origin.hostname,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) return false;
  const { credential, credentialBackedUp } = verification.registrationInfo;
  await insertPasskey(app.db, {
    id: credential.id,
    adminId,
    publicKey: base64url(credential.publicKey),
    counter: credential.counter,
    transports: (credential.transports ?? []).join(","),
    name,
    backedUp: credentialBackedUp,
  });
  return true;
}

/** Options for a usernameless sign-in: any passkey of this site, chosen by the browser. */
export async function signInOptions(app: AppEnv, origin: URL, now = new Date()) {
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: origin.hostname,
    timeout: TIMEOUT_MS,
    userVerification: "required",
  });
  await storeChallenge(app.db, {
    id: options.challenge,
    purpose: "passkey-sign-in",
    adminId: null,
    expiresAt: challengeExpiry(now),
  });
  return options;
}

/** The account a passkey sign-in proves, or null (unknown key, used or expired challenge, bad signature). */
export async function verifyPasskeySignIn(
  app: AppEnv,
  response: AuthenticationResponseJSON,
  origin: URL,
  now = new Date(),
): Promise<number | null> {
  const passkey = await findPasskey(app.db, response.id);
  if (!passkey) return null;
  const { verifyAuthenticationResponse } = await webauthn();
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: async (challenge) =>
      (await consumeChallenge(app.db, challenge, "passkey-sign-in", now)) !== undefined,
    expectedOrigin: origin.origin,
    expectedRPID: origin.hostname,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(fromBase64(passkey.publicKey)),
      counter: passkey.counter,
      transports: splitTransports(passkey.transports),
    },
    // A passkey stands in for password and second factor together: the person must be verified on it.
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) return null;
  await recordPasskeyUse(app.db, passkey.id, verification.authenticationInfo.newCounter, now);
  return passkey.adminId;
}
