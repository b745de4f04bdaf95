import { env } from "cloudflare:workers";
import {
  bearerToken,
  createSession,
  readSession,
  revokeSession,
  SESSION_IDLE_SECONDS,
  SESSION_LIFETIME_SECONDS,
} from "@worker/auth/session";
import { sha256Hex } from "@worker/auth/tokens";
import { describe, expect, it } from "vitest";

const admin = { id: 1, email: "someone@example.com", name: "Someone" };
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe("sessions in KV", () => {
  it("keeps the session under the SHA-256 of the token, never the token itself", async () => {
    const { token } = await createSession(env.SESSIONS, admin);
    const { keys } = await env.SESSIONS.list();
    const names = keys.map((k) => k.name);
    expect(names).toContain(`session:${await sha256Hex(token)}`);
    expect(names.some((name) => name.includes(token))).toBe(false);
  });

  it("refuses a session past its absolute lifetime, however recently used, and deletes it", async () => {
    const { token, session } = await createSession(env.SESSIONS, admin, hoursAgo(SESSION_LIFETIME_SECONDS / 3600));
    const key = `session:${await sha256Hex(token)}`;
    // Seen a minute ago, so only the absolute lifetime can refuse it.
    await env.SESSIONS.put(
      key,
      JSON.stringify({ ...session, lastSeenAt: new Date(Date.now() - 60_000).toISOString() }),
    );
    expect(await readSession(env.SESSIONS, token)).toBeNull();
    expect(await env.SESSIONS.get(key)).toBeNull();
  });

  it("refuses a session idle for longer than the idle timeout, and refreshes an active one", async () => {
    const idle = await createSession(env.SESSIONS, admin, hoursAgo(SESSION_IDLE_SECONDS / 3600 + 0.5));
    expect(await readSession(env.SESSIONS, idle.token)).toBeNull();

    const active = await createSession(env.SESSIONS, admin, hoursAgo(1));
    const read = await readSession(env.SESSIONS, active.token);
    expect(Date.now() - Date.parse(read?.lastSeenAt ?? "")).toBeLessThan(60_000);
    // The refreshed lastSeenAt is stored: two hours from now the session is still within its idle window.
    const later = new Date(Date.now() + (SESSION_IDLE_SECONDS - 60) * 1000);
    expect(await readSession(env.SESSIONS, active.token, later)).not.toBeNull();
  });

  it("refuses malformed and revoked tokens", async () => {
    for (const bad of ["", "short", "x".repeat(44), `${"a".repeat(42)}!`]) {
      expect(await readSession(env.SESSIONS, bad)).toBeNull();
    }
    const { token } = await createSession(env.SESSIONS, admin);
    expect(await readSession(env.SESSIONS, token)).not.toBeNull();
    await revokeSession(env.SESSIONS, token);
    expect(await readSession(env.SESSIONS, token)).toBeNull();
  });

  it("reads only a well-formed Bearer header", () => {
    expect(bearerToken("Bearer abc")).toBe("abc");
    expect(bearerToken("bearer   abc ")).toBe("abc");
    for (const header of [undefined, null, "", "Basic abc", "Bearer", "Bearer a b", "abc"]) {
      expect(bearerToken(header)).toBeNull();
    }
  });
});
