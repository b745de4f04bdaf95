import { env } from "cloudflare:workers";
import { adminUsers } from "@db/schema";
import type { StaffRole } from "@domain/roles";
import { api } from "@worker/api";
import { hashPassword } from "@worker/auth/password";
import { testDb, unique } from "./db";

export interface TestAdmin {
  id: number;
  email: string;
  name: string;
  password: string;
}

/** The password test staff have unless told otherwise. */
export const TEST_PASSWORD = "pw-test-staff-walnut-7Kq2";

const hashes = new Map<string, Promise<string>>();

/**
 * A real argon2id hash (today's parameters) of `password`, made once per run: hashing is the slow part
 * of creating staff, and the module cache keeps this map from file to file. Tests of hashing itself
 * call hashPassword.
 */
export function hashedOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** A real administrator (an owner unless told) with a real password hash (today's format unless `passwordHash` is given). */
export async function createTestAdmin(
  options: { passwordHash?: string; password?: string; role?: StaffRole; name?: string } = {},
): Promise<TestAdmin> {
  const email = `${unique("admin")}@example.com`;
  const password = options.password ?? TEST_PASSWORD;
  const passwordHash = options.passwordHash ?? (await hashedOnce(password));
  const [row] = await testDb()
    .insert(adminUsers)
    .values({ email, name: options.name ?? "Test Admin", passwordHash, role: options.role ?? "owner" })
    .returning();
  if (!row) throw new Error("admin insert returned no row");
  return { id: row.id, email, name: row.name, password };
}

/** POST /api/login from a given client address (CF-Connecting-IP), as Cloudflare would pass it. */
export function login(credentials: { email: string; password: string }, address = "203.0.113.1", token?: string) {
  const headers: Record<string, string> = { "content-type": "application/json", "CF-Connecting-IP": address };
  if (token) headers.authorization = `Bearer ${token}`;
  return api.request("/api/login", { method: "POST", headers, body: JSON.stringify(credentials) }, env);
}

/** Signs in and returns the token (fails the test when sign-in does not succeed). */
export async function signedInToken(admin: TestAdmin, address?: string): Promise<string> {
  const response = await login(admin, address);
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { token: string };
  return body.token;
}

export const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
