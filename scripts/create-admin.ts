/**
 * Creates an administrator, or resets the password (and, with --name, the name) of an existing one,
 * in local or remote D1. The password is hashed here, in Node, with the Worker's own hashPassword,
 * and reaches wrangler only as a hash inside a temporary SQL file (never on a command line).
 *
 * Usage: npm run admin:create -- --email you@firm.com [--name "Jane Doe"] [--remote] [--persist-to DIR]
 * The password comes from ADMIN_PASSWORD, else it is asked for (twice, without echo) on a terminal,
 * else read from the first line of standard input.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { ADMIN_PASSWORD } from "@domain/constants";
import { FIRST_ACCOUNT_ROLE } from "@domain/roles";
import { requiredEmail, requiredText } from "@domain/schemas/fields";
import { z } from "zod";
import { hashPassword } from "../worker/auth/password";
import { isCommonPassword } from "../worker/auth/password-policy";
import { readPassword } from "./read-password";

const NAME_MAX = 100;

const { values: args } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    remote: { type: "boolean", default: false },
    "persist-to": { type: "string" },
  },
});

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

const email = requiredEmail().safeParse(args.email ?? "");
if (!email.success) fail("give a valid --email (e.g. --email you@firm.com).");
const name = args.name === undefined ? undefined : requiredText("Name", NAME_MAX).safeParse(args.name);
if (name && !name.success) fail(`--name must be 1 to ${NAME_MAX} characters.`);
if (args.remote && args["persist-to"]) fail("--persist-to applies to the local database only.");

const password = await readPassword();
const passwordCheck = z.string().min(ADMIN_PASSWORD.minLength).max(ADMIN_PASSWORD.maxLength).safeParse(password);
if (!passwordCheck.success) {
  fail(`the password must be ${ADMIN_PASSWORD.minLength} to ${ADMIN_PASSWORD.maxLength} characters.`);
}
if (isCommonPassword(passwordCheck.data)) fail("that password is among the 10,000 most common ones; choose another.");

/** A SQL string literal: the only escape SQLite needs is doubling single quotes. */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

const row = { email: email.data.toLowerCase(), name: name?.data, hash: await hashPassword(passwordCheck.data) };
// The terminal is the firm's way back in: the account it names is an active owner afterwards.
const sql = `INSERT INTO admin_users (email, name, password_hash, role) VALUES (${literal(row.email)}, ${literal(row.name ?? "Admin")}, ${literal(row.hash)}, ${literal(FIRST_ACCOUNT_ROLE)})
ON CONFLICT(email) DO UPDATE SET password_hash = excluded.password_hash, role = excluded.role, deactivated_at = NULL,${row.name ? " name = excluded.name," : ""} updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');`;

const dir = mkdtempSync(join(tmpdir(), "admin-create-"));
const file = join(dir, "admin.sql");
try {
  writeFileSync(file, sql, { mode: 0o600 });
  // Local: the top-level configuration (the database `npm start` uses); remote: production.
  const target = args.remote
    ? ["--remote", "--env", "production"]
    : ["--local", ...(args["persist-to"] ? ["--persist-to", args["persist-to"]] : [])];
  const result = spawnSync("npx", ["wrangler", "d1", "execute", "DB", ...target, "--file", file, "--yes"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
  });
  if (result.status !== 0) fail("wrangler d1 execute failed (see above); nothing was changed.");
  console.log(`Administrator ${row.email} is ready in the ${args.remote ? "remote" : "local"} database.`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
