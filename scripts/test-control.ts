/**
 * The browser tests' back door to the server they drive, on a loopback port of its own in the same
 * process as that server (scripts/site-server.ts --control-port): a test writes the rows it needs
 * straight into the server's D1 and KV, as the Workers tests' factories do, instead of typing through
 * screens another test is about to cover. Only the test server opens it; no deployment has it.
 *
 *   POST /staff { role?, name? } → a new account with the shared test password: { id, email, name, role, password }
 *   POST /session { email } → a signed-in session of that account: { token, csrfToken }
 *   POST /sql { sql, params? } → { results } (rows a test could not make through the site in its time)
 *   POST /firm-settings/lock { ticket, mode: "read" | "write" } → {} once granted (hanging up withdraws it);
 *   POST /firm-settings/unlock { ticket } ends the grant or withdraws the waiting request
 *     (the firm's settings are one record every page reads: a test that changes them holds them alone)
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { database } from "@db/client";
import { adminUsers } from "@db/schema";
import { STAFF_ROLES } from "@domain/roles";
import { hashPassword } from "@worker/auth/password";
import { openSession } from "@worker/auth/session-index";
import { eq } from "drizzle-orm";
import type { Miniflare } from "miniflare";
import { z } from "zod";
import { LOCK_MODES, ReadWriteLock } from "./read-write-lock";

/** The password every account made here has: sign-in journeys type it. */
export const TEST_STAFF_PASSWORD = "Test-Staff-Password-2026!";

const staffSchema = z.object({
  role: z.enum(STAFF_ROLES).default("owner"),
  name: z.string().min(1).max(100).optional(),
});
const sessionSchema = z.object({ email: z.email() });
const sqlSchema = z.object({ sql: z.string().min(1), params: z.array(z.unknown()).default([]) });
const ticketSchema = z.string().min(1).max(100);
const lockSchema = z.object({ ticket: ticketSchema, mode: z.enum(LOCK_MODES) });
const unlockSchema = z.object({ ticket: ticketSchema });

/**
 * Longer than any test that holds the lock may run (booking's and the back office's a11y walk's 4
 * minutes) with its teardown: a lease only frees a holder whose worker died without releasing.
 */
const LOCK_LEASE_MS = 5 * 60_000;

let made = 0;

export async function serveTestControl(mf: Miniflare, port: number, workerName: string) {
  const d1 = await mf.getD1Database("DB", workerName);
  const sessions = (await mf.getKVNamespace("SESSIONS", workerName)) as unknown as KVNamespace;
  const app = { db: database(d1 as unknown as D1Database), sessions };
  // Hashed once per server: argon2id per account would cost every test a fraction of a second.
  const passwordHash = await hashPassword(TEST_STAFF_PASSWORD);

  async function staff(body: unknown) {
    const { role, name } = staffSchema.parse(body);
    made += 1;
    const [account] = await app.db
      .insert(adminUsers)
      .values({
        email: `staff-${Date.now().toString(36)}-${made}@whitmore-law.test`,
        name: name ?? `Test Staff ${made}`,
        passwordHash,
        role,
      })
      .returning({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name, role: adminUsers.role });
    return { ...account, password: TEST_STAFF_PASSWORD };
  }

  async function session(body: unknown) {
    const { email } = sessionSchema.parse(body);
    const [account] = await app.db.select().from(adminUsers).where(eq(adminUsers.email, email)).limit(1);
    if (!account) throw new Error(`no account ${email}`);
    const opened = await openSession(app, account, "browser tests");
    return { token: opened.token, csrfToken: opened.session.csrfToken };
  }

  async function runSql(body: unknown) {
    const { sql, params } = sqlSchema.parse(body);
    const { results } = await d1
      .prepare(sql)
      .bind(...params)
      .all();
    return { results };
  }

  const firmSettings = new ReadWriteLock();
  /** A control call, and a signal that fires if its caller hangs up before the answer. */
  const routes: Record<string, (body: unknown, hungUp: AbortSignal) => Promise<unknown>> = {
    "/staff": staff,
    "/session": session,
    "/sql": runSql,
    "/firm-settings/lock": async (body, hungUp) => {
      const { ticket, mode } = lockSchema.parse(body);
      // A caller that gave up waiting (its test timed out, its worker died) leaves no request behind
      // to be granted later and held by nobody.
      const withdraw = () => firmSettings.release(ticket);
      hungUp.addEventListener("abort", withdraw);
      try {
        await firmSettings.acquire(ticket, mode, LOCK_LEASE_MS);
      } finally {
        hungUp.removeEventListener("abort", withdraw);
      }
      if (hungUp.aborted) withdraw();
      return {};
    },
    "/firm-settings/unlock": async (body) => {
      firmSettings.release(unlockSchema.parse(body).ticket);
      return {};
    },
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    const hangUp = new AbortController();
    response.on("close", () => {
      if (!response.writableFinished) hangUp.abort();
    });
    request.on("end", async () => {
      const route = request.method === "POST" ? routes[request.url ?? ""] : undefined;
      try {
        if (!route) throw new Error(`no such control call: ${request.method} ${request.url}`);
        const answer = await route(JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}"), hangUp.signal);
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
      } catch (error) {
        response.writeHead(400, { "content-type": "text/plain" }).end(String(error));
      }
    });
  });
  // A lock call waits as long as the test holding the lock runs.
  server.requestTimeout = 0;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}
