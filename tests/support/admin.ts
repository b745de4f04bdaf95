import { env } from "cloudflare:workers";
import { adminUsers } from "@db/schema";
import type { StaffRole } from "@domain/roles";
import { createSession } from "@worker/auth/session";
import { testDb, unique } from "./db";

/** A real admin row (an owner unless told) and a live KV session for it: the bearer token an admin call carries. */
export async function adminToken(role: StaffRole = "owner", name = "Test Admin"): Promise<string> {
  const email = `${unique("admin")}@example.com`;
  const [admin] = await testDb()
    .insert(adminUsers)
    .values({ email, name, passwordHash: "pbkdf2-sha256$1$AA$AA", role })
    .returning();
  if (!admin) throw new Error("admin insert returned no row");
  const { token } = await createSession(env.SESSIONS, admin);
  return token;
}

/** Request init for a JSON call, with a bearer token when given. */
export function jsonInit(method: string, body?: unknown, token?: string): RequestInit {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  return { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
}
