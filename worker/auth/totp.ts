import { ACCOUNT_SECURITY } from "@domain/constants";
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
import { createTOTPKeyURI, generateHOTP } from "@oslojs/otp";
import {
  advanceTotpStep,
  replaceRecoveryCodes,
  spendRecoveryCode,
  startTotpFactor,
  totpFactorOf,
} from "@worker/data/second-factors";
import { readFirmSettings } from "@worker/data/settings";
import type { AppEnv } from "@worker/env";
import { renderSVG } from "uqr";
import { sha256Hex } from "./tokens";

/** RFC 6238: 30-second steps, 6 digits, a 160-bit key; one step of clock drift either way. */
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
const KEY_BYTES = 20;
const DRIFT_STEPS = 1;

const stepAt = (now: Date) => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** The code an authenticator app shows at `now` (tests use it as the app would). */
export const totpCodeAt = (secret: string, now = new Date()) =>
  generateHOTP(decodeBase32IgnorePadding(secret), BigInt(stepAt(now)), DIGITS);

/** The time step a code belongs to within the allowed drift, or null. */
function matchingStep(secret: string, code: string, now: Date): number | null {
  const key = decodeBase32IgnorePadding(secret);
  const current = stepAt(now);
  for (let offset = -DRIFT_STEPS; offset <= DRIFT_STEPS; offset++) {
    if (generateHOTP(key, BigInt(current + offset), DIGITS) === code) return current + offset;
  }
  return null;
}

/** Starts enrolment: a new secret (unconfirmed until a first code is accepted), its URI and QR code. */
export async function startTotp(app: AppEnv, account: { id: number; email: string }) {
  const key = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  const secret = encodeBase32UpperCaseNoPadding(key);
  await startTotpFactor(app.db, account.id, secret);
  const issuer = (await readFirmSettings(app.db)).firmName;
  const uri = createTOTPKeyURI(issuer, account.email, key, TOTP_PERIOD_SECONDS, DIGITS);
  // An image, never inline markup: the back office inserts no HTML (Trusted Types).
  return { secret, uri, qrImage: `data:image/svg+xml;base64,${btoa(renderSVG(uri))}` };
}

/** Confirms enrolment with a first code; answers the recovery codes (shown once), or null. */
export async function confirmTotp(app: AppEnv, adminId: number, code: string, now = new Date()) {
  const factor = await totpFactorOf(app.db, adminId);
  if (!factor || factor.confirmedAt) return null;
  const step = matchingStep(factor.secret, code, now);
  if (step === null || !(await advanceTotpStep(app.db, adminId, step, now.toISOString()))) return null;
  return issueRecoveryCodes(app, adminId);
}

/** Ten new one-time recovery codes (xxxxx-xxxxx), stored hashed; earlier ones stop working. */
export async function issueRecoveryCodes(app: AppEnv, adminId: number): Promise<string[]> {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const codes = Array.from({ length: ACCOUNT_SECURITY.recoveryCodeCount }, () => {
    const chars = [...crypto.getRandomValues(new Uint8Array(10))].map((b) => alphabet[b % alphabet.length]);
    return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
  });
  await replaceRecoveryCodes(app.db, adminId, await Promise.all(codes.map(sha256Hex)));
  return codes;
}

/**
 * A second-factor code at sign-in: a current TOTP code not used before (its step must be later than
 * the last accepted), or an unused recovery code (then used up).
 */
export async function verifySecondFactorCode(app: AppEnv, adminId: number, code: string, now = new Date()) {
  if (code.includes("-")) return spendRecoveryCode(app.db, adminId, await sha256Hex(code), now);
  const factor = await totpFactorOf(app.db, adminId);
  if (!factor?.confirmedAt) return false;
  const step = matchingStep(factor.secret, code, now);
  return step !== null && (await advanceTotpStep(app.db, adminId, step));
}
