import { adminUsers } from "@db/schema";
import { ARGON2_PARAMS, parseArgon2 } from "@worker/auth/argon2";
import { hashPassword, verifyPassword } from "@worker/auth/password";
import { formatPbkdf2, PBKDF2_MAX_ITERATIONS, pbkdf2 } from "@worker/auth/pbkdf2";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadArgon2id } from "#argon2id";
import { testDb } from "../support/db";
import { createTestAdmin, login } from "../support/sign-in";

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
const storedHash = async (id: number) =>
  (await testDb().select().from(adminUsers).where(eq(adminUsers.id, id)))[0]?.passwordHash ?? "";

async function pbkdf2Hash(password: string, iterations: number) {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return formatPbkdf2(iterations, salt, await pbkdf2(password, salt, iterations));
}

describe("argon2id in workerd", () => {
  it("matches RFC 9106's argon2id test vector (the WASM module is the real algorithm)", async () => {
    const compute = await loadArgon2id();
    const tag = compute({
      password: new Uint8Array(32).fill(1),
      salt: new Uint8Array(16).fill(2),
      secret: new Uint8Array(8).fill(3),
      ad: new Uint8Array(12).fill(4),
      passes: 3,
      memorySize: 32,
      parallelism: 4,
      tagLength: 32,
    });
    expect(hex(tag)).toBe("0d640df58d78766c08c037a34a8b53c9d01ef0452d75b65eb52520e96b01e659");
  });

  it("stores self-describing hashes with a fresh salt each time, within a Worker's limits", async () => {
    const [a, b] = [await hashPassword("correct horse battery"), await hashPassword("correct horse battery")];
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    const parsed = parseArgon2(a);
    // 19 MiB of the Worker's 128 MB, and few passes: ~50-100 ms of CPU per sign-in.
    expect(parsed?.params.memoryKiB).toBeLessThanOrEqual(64 * 1024);
    expect(parsed?.params.passes).toBeLessThanOrEqual(3);
    expect(await verifyPassword("correct horse battery", a)).toEqual({ ok: true, needsRehash: false });
    expect(await verifyPassword("correct horse batterY", a)).toEqual({ ok: false, needsRehash: false });
  });

  it("refuses, without throwing, hashes it cannot read or whose parameters exceed the limits", async () => {
    const good = await hashPassword("pw");
    for (const stored of [
      "",
      "plain-text",
      good.replace("m=19456", "m=1048576"),
      good.replace("t=2", "t=99"),
      "$argon2id$v=19$m=19456,t=2,p=1$!!$!!",
    ]) {
      expect(await verifyPassword("pw", stored)).toEqual({ ok: false, needsRehash: false });
    }
  });
});

describe("PBKDF2 (earlier hashes)", () => {
  it("never goes beyond the deployed Workers cap of 100,000 iterations", async () => {
    expect(PBKDF2_MAX_ITERATIONS).toBe(100_000);
    await expect(pbkdf2("pw", new Uint8Array(16), PBKDF2_MAX_ITERATIONS + 1)).rejects.toThrow(RangeError);
    const overCap = (await pbkdf2Hash("pw", 1000)).replace("$1000$", "$100001$");
    expect(await verifyPassword("pw", overCap)).toEqual({ ok: false, needsRehash: false });
  });

  it("still verifies, and asks for a rehash", async () => {
    const stored = await pbkdf2Hash("legacy-password", PBKDF2_MAX_ITERATIONS);
    expect(await verifyPassword("legacy-password", stored)).toEqual({ ok: true, needsRehash: true });
    expect(await verifyPassword("other", stored)).toEqual({ ok: false, needsRehash: false });
  });
});

describe("rehash at sign-in", () => {
  it("replaces a PBKDF2 hash with today's argon2id on a successful sign-in", async () => {
    const password = "legacy-password-1";
    const admin = await createTestAdmin({ password, passwordHash: await pbkdf2Hash(password, PBKDF2_MAX_ITERATIONS) });
    expect((await login(admin, "198.51.100.30")).status).toBe(200);
    const after = parseArgon2(await storedHash(admin.id));
    expect(after?.params).toEqual(ARGON2_PARAMS);
    expect((await login(admin, "198.51.100.30")).status).toBe(200);
  });

  it("replaces an argon2id hash made with other parameters, and leaves a current one alone", async () => {
    const password = "older-params-password";
    const older = await hashPassword(password, { memoryKiB: 8192, passes: 3, parallelism: 1 });
    const admin = await createTestAdmin({ password, passwordHash: older });
    expect((await login(admin, "198.51.100.31")).status).toBe(200);
    const rehashed = await storedHash(admin.id);
    expect(parseArgon2(rehashed)?.params).toEqual(ARGON2_PARAMS);
    expect((await login(admin, "198.51.100.31")).status).toBe(200);
    expect(await storedHash(admin.id)).toBe(rehashed);
  });

  it("answers a password too short for argon2id (a lone NUL, under 8 bytes) 401, for a known or an unknown email (the attack suite's finding)", async () => {
    const admin = await createTestAdmin({ password: "right-password-2026" });
    for (const password of ["\u0000", "\u0007", "x", "1234567"]) {
      expect((await login({ email: admin.email, password }, "198.51.100.33")).status).toBe(401);
      expect((await login({ email: "nobody@example.com", password }, "198.51.100.34")).status).toBe(401);
    }
    expect(await verifyPassword("\u0000", await hashPassword("right-password-2026"))).toEqual({
      ok: false,
      needsRehash: false,
    });
  });

  it("keeps the stored hash when the password is wrong", async () => {
    const stored = await pbkdf2Hash("right-password", 1000);
    const admin = await createTestAdmin({ password: "right-password", passwordHash: stored });
    expect((await login({ email: admin.email, password: "wrong" }, "198.51.100.32")).status).toBe(401);
    expect(await storedHash(admin.id)).toBe(stored);
  });
});
