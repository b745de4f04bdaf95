import { decodeCBORToNativeValue, decodeCBORToNativeValueNoLeftoverBytes } from "@oslojs/cbor";
import {
  type AuthenticatorData,
  type ClientDataType,
  parseAuthenticatorData,
  parseClientDataJSON,
  type WebAuthnCredential,
} from "@oslojs/webauthn";
import { base64url, fromBase64 } from "./tokens";

/**
 * The checks every WebAuthn ceremony shares (https://www.w3.org/TR/webauthn-3/#sctn-rp-operations),
 * on the bytes the browser sent. Each throws on bytes that do not parse; the caller refuses then.
 */

/** A base64url field of the browser's answer, as bytes; throws when it is missing or not base64. */
export function bytesOf(field: unknown): Uint8Array {
  if (typeof field !== "string" || field.length === 0) throw new Error("webauthn: missing field");
  return fromBase64(field);
}

/** The challenge the client data answers (base64url, as issued), when its type and origin are this ceremony's; else null. */
export function answeredChallenge(clientDataJSON: Uint8Array, type: ClientDataType, origin: URL): string | null {
  const data = parseClientDataJSON(clientDataJSON);
  if (data.type !== type || data.origin !== origin.origin || data.crossOrigin === true) return null;
  return base64url(data.challenge);
}

/** The authenticator's data when it names this host and a person was present and verified on it; else null. */
export function verifiedAuthenticatorData(bytes: Uint8Array, origin: URL): AuthenticatorData | null {
  const data = parseAuthenticatorData(bytes);
  // A passkey stands in for password and second factor together: the person must be verified on it.
  if (!data.verifyRelyingPartyIdHash(origin.hostname) || !data.userPresent || !data.userVerified) return null;
  return data;
}

/** The authenticator data inside a registration's attestation object (its statement is not checked: we ask for none). */
export function authenticatorDataOf(attestationObject: Uint8Array): Uint8Array {
  const decoded = decodeCBORToNativeValueNoLeftoverBytes(attestationObject, 4) as { authData?: unknown };
  if (!(decoded.authData instanceof Uint8Array)) throw new Error("webauthn: no authenticator data");
  return decoded.authData;
}

/** Where the credential starts in authenticator data: RP id hash (32), flags (1), counter (4). */
const CREDENTIAL_OFFSET = 37;

/**
 * The new credential's public key as the authenticator wrote it (COSE): stored that way, as passkeys
 * registered before were. It follows the AAGUID (16 bytes), the id's length (2) and the id.
 */
export function publicKeyBytesOf(authData: Uint8Array, credential: WebAuthnCredential): Uint8Array {
  const start = CREDENTIAL_OFFSET + 16 + 2 + credential.id.length;
  const [, size] = decodeCBORToNativeValue(authData.subarray(start), 4);
  return authData.slice(start, start + size);
}

/** The "backup state" flag: the passkey is synced (e.g. by a password manager), not bound to one device. */
export const isBackedUp = (authData: Uint8Array) => ((authData[32] ?? 0) & 0x10) !== 0;
