import { decodeCBORToNativeValueNoLeftoverBytes } from "@oslojs/cbor";
import { decodePKIXECDSASignature, ECDSAPublicKey, p256 } from "@oslojs/crypto/ecdsa";
import { RSAPublicKey } from "@oslojs/crypto/rsa";
import {
  COSEKeyType,
  COSEPublicKey,
  coseAlgorithmEdDSA,
  coseAlgorithmES256,
  coseAlgorithmRS256,
  coseEllipticCurveEd25519,
  coseEllipticCurveP256,
} from "@oslojs/webauthn";

/** The signature algorithms a new passkey may use (COSE ids): Ed25519, P-256 and RSA, each with SHA-256. */
export const PASSKEY_ALGORITHMS = [coseAlgorithmEdDSA, coseAlgorithmES256, coseAlgorithmRS256] as const;

/** A COSE key as stored (the authenticator's own bytes), decoded; throws when it is no key at all. */
export const decodeCOSEKey = (bytes: Uint8Array): COSEPublicKey =>
  new COSEPublicKey(decodeCBORToNativeValueNoLeftoverBytes(bytes, 4) as object);

/** A copy WebCrypto accepts (it takes no view of a possibly shared buffer). */
const own = (bytes: Uint8Array) => new Uint8Array(bytes);

/** WebCrypto's key and verify parameters for a COSE key, and the signature as WebCrypto reads it. */
async function verifier(key: COSEPublicKey): Promise<{
  key: CryptoKey;
  algorithm: AlgorithmIdentifier | EcdsaParams;
  signature: (raw: Uint8Array) => Uint8Array<ArrayBuffer>;
}> {
  const algorithm = key.algorithm();
  if (algorithm === coseAlgorithmES256 && key.type() === COSEKeyType.EC2) {
    const { curve, x, y } = key.ec2();
    if (curve !== coseEllipticCurveP256) throw new Error("passkey: not a P-256 key");
    const point = new ECDSAPublicKey(p256, x, y).encodeSEC1Uncompressed();
    return {
      key: await crypto.subtle.importKey("raw", own(point), { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]),
      algorithm: { name: "ECDSA", hash: "SHA-256" },
      // Authenticators sign in DER; WebCrypto reads r ‖ s.
      signature: (raw) => own(decodePKIXECDSASignature(raw).encodeIEEEP1363(p256)),
    };
  }
  if (algorithm === coseAlgorithmRS256 && key.type() === COSEKeyType.RSA) {
    const { n, e } = key.rsa();
    const spki = new RSAPublicKey(n, e).encodePKIX();
    const params = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" };
    return {
      key: await crypto.subtle.importKey("spki", own(spki), params, false, ["verify"]),
      algorithm: params,
      signature: own,
    };
  }
  if (algorithm === coseAlgorithmEdDSA && key.type() === COSEKeyType.OKP) {
    const { curve, x } = key.okp();
    if (curve !== coseEllipticCurveEd25519) throw new Error("passkey: not an Ed25519 key");
    return {
      key: await crypto.subtle.importKey("raw", own(x), { name: "Ed25519" }, false, ["verify"]),
      algorithm: { name: "Ed25519" },
      signature: own,
    };
  }
  throw new Error(`passkey: algorithm ${algorithm} is not accepted`);
}

/** Throws unless the key is one of PASSKEY_ALGORITHMS that WebCrypto can use: checked once, at registration. */
export async function assertUsableKey(key: COSEPublicKey): Promise<void> {
  await verifier(key);
}

/** Whether the stored key signed the message; false for any malformed key or signature. */
export async function verifyPasskeySignature(
  storedKey: Uint8Array,
  signature: Uint8Array,
  message: Uint8Array,
): Promise<boolean> {
  try {
    const check = await verifier(decodeCOSEKey(storedKey));
    return await crypto.subtle.verify(check.algorithm, check.key, check.signature(signature), own(message));
  } catch {
    return false;
  }
}
