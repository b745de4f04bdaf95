import { ACCOUNT_SECURITY } from "@domain/constants";
import { minutesAfter } from "@domain/instants";
import { ClientDataType, createAssertionSignatureMessage } from "@oslojs/webauthn";
import { consumeChallenge, storeChallenge } from "@worker/data/auth-challenges";
import { credentialIdsOf, findPasskey, insertPasskey, recordPasskeyUse } from "@worker/data/second-factors";
import { readFirmSettings } from "@worker/data/settings";
import type { AppEnv } from "@worker/env";
import {
  answeredChallenge,
  authenticatorDataOf,
  bytesOf,
  isBackedUp,
  publicKeyBytesOf,
  verifiedAuthenticatorData,
} from "./passkey-ceremony";
import { assertUsableKey, decodeCOSEKey, PASSKEY_ALGORITHMS, verifyPasskeySignature } from "./passkey-signature";
import { base64url, fromBase64, randomToken } from "./tokens";

/**
 * Passkeys (WebAuthn) with @oslojs/webauthn: no attestation is asked for, so no certificate is ever
 * read (docs/decisions/029-worker-size.md). The relying party is the host the request came to
 * (checked against PUBLIC_HOSTS in production, see hosts.ts). Every challenge is stored in D1 for 5
 * minutes and taken out by the verification itself, so it serves exactly one ceremony.
 */

/** The parts of a new passkey's answer (PublicKeyCredential.toJSON(), base64url) the checks read. */
export interface RegistrationResponseJSON {
  id: string;
  response: { clientDataJSON: string; attestationObject: string; transports?: string[] };
}

/** The parts of a sign-in answer (PublicKeyCredential.toJSON(), base64url) the checks read. */
export interface AuthenticationResponseJSON {
  id: string;
  response: { clientDataJSON: string; authenticatorData: string; signature: string };
}

const challengeExpiry = (now: Date) => minutesAfter(now, ACCOUNT_SECURITY.challengeMinutes);
const TIMEOUT_MS = ACCOUNT_SECURITY.challengeMinutes * 60_000;

/** The user handle: a stable per-account id that says nothing about the person. */
const userHandle = (adminId: number) => new TextEncoder().encode(`admin:${adminId}`);

/** PublicKeyCredentialCreationOptionsJSON for the browser's navigator.credentials.create(). */
export async function registrationOptions(
  app: AppEnv,
  account: { id: number; email: string; name: string },
  origin: URL,
  now = new Date(),
) {
  const existing = await credentialIdsOf(app.db, account.id);
  const options = {
    challenge: randomToken(),
    rp: { name: (await readFirmSettings(app.db)).firmName, id: origin.hostname },
    user: { id: base64url(userHandle(account.id)), name: account.email, displayName: account.name },
    pubKeyCredParams: PASSKEY_ALGORITHMS.map((alg) => ({ alg, type: "public-key" as const })),
    timeout: TIMEOUT_MS,
    attestation: "none" as const,
    excludeCredentials: existing.map((key) => ({
      id: key.id,
      type: "public-key" as const,
      transports: splitTransports(key.transports),
    })),
    authenticatorSelection: {
      residentKey: "required" as const,
      requireResidentKey: true,
      userVerification: "required" as const,
    },
  };
  await storeChallenge(app.db, {
    id: options.challenge,
    purpose: "passkey-register",
    adminId: account.id,
    expiresAt: challengeExpiry(now),
  });
  return { options, tooMany: existing.length >= ACCOUNT_SECURITY.maxPasskeys };
}

const splitTransports = (stored: string) => (stored ? stored.split(",") : undefined);

/** Verifies a new passkey against its own challenge and stores it; false when anything does not match. */
export async function registerPasskey(
  app: AppEnv,
  adminId: number,
  response: RegistrationResponseJSON,
  name: string,
  origin: URL,
  now = new Date(),
): Promise<boolean> {
  const passkey = await verifiedRegistration(app, adminId, response, origin, now).catch(() => null);
  if (!passkey) return false;
  await insertPasskey(app.db, { ...passkey, adminId, name });
  return true;
}

/** The passkey a registration answer proves, or null (other challenge, origin or host, no verified person, unusable key). */
async function verifiedRegistration(
  app: AppEnv,
  adminId: number,
  response: RegistrationResponseJSON,
  origin: URL,
  now: Date,
) {
  const challenge = answeredChallenge(bytesOf(response.response.clientDataJSON), ClientDataType.Create, origin);
  if (challenge === null) return null;
  if ((await consumeChallenge(app.db, challenge, "passkey-register", now))?.adminId !== adminId) return null;
  const authData = authenticatorDataOf(bytesOf(response.response.attestationObject));
  const data = verifiedAuthenticatorData(authData, origin);
  if (!data?.credential || base64url(data.credential.id) !== response.id) return null;
  const publicKey = publicKeyBytesOf(authData, data.credential);
  await assertUsableKey(decodeCOSEKey(publicKey));
  return {
    id: response.id,
    publicKey: base64url(publicKey),
    counter: data.signatureCounter,
    transports: (response.response.transports ?? []).join(","),
    backedUp: isBackedUp(authData),
  };
}

/** Options for a usernameless sign-in: any passkey of this site, chosen by the browser. */
export async function signInOptions(app: AppEnv, origin: URL, now = new Date()) {
  const options = {
    challenge: randomToken(),
    rpId: origin.hostname,
    timeout: TIMEOUT_MS,
    userVerification: "required" as const,
  };
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
  const counter = await verifiedSignIn(app, passkey, response, origin, now).catch(() => null);
  if (counter === null) return null;
  await recordPasskeyUse(app.db, passkey.id, counter, now);
  return passkey.adminId;
}

/** The authenticator's new signature counter when the answer verifies against the stored key; else null. */
async function verifiedSignIn(
  app: AppEnv,
  passkey: { publicKey: string; counter: number },
  response: AuthenticationResponseJSON,
  origin: URL,
  now: Date,
): Promise<number | null> {
  const clientDataJSON = bytesOf(response.response.clientDataJSON);
  const challenge = answeredChallenge(clientDataJSON, ClientDataType.Get, origin);
  if (challenge === null || !(await consumeChallenge(app.db, challenge, "passkey-sign-in", now))) return null;
  const authData = bytesOf(response.response.authenticatorData);
  const data = verifiedAuthenticatorData(authData, origin);
  if (!data) return null;
  const signed = await verifyPasskeySignature(
    fromBase64(passkey.publicKey),
    bytesOf(response.response.signature),
    createAssertionSignatureMessage(authData, clientDataJSON),
  );
  if (!signed) return null;
  // A counter that does not move forward (when the authenticator keeps one) is a cloned key.
  const counts = data.signatureCounter > 0 || passkey.counter > 0;
  return counts && data.signatureCounter <= passkey.counter ? null : data.signatureCounter;
}
