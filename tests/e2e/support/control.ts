import { randomUUID } from "node:crypto";
import type { StaffRole } from "@domain/roles";
import { E2E_CONTROL_URL } from "../../../playwright.config";
import type { LockMode } from "../../../scripts/read-write-lock";

/**
 * The test server's control port (scripts/test-control.ts): rows and sessions a test needs, written
 * straight into the server's storage rather than typed through screens other tests cover.
 */
async function control<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`${E2E_CONTROL_URL}${path}`, { method: "POST", body: JSON.stringify(body), signal });
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface StaffAccount {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

/** A staff account of the test's own (an owner unless told), with the shared test password. */
export const newStaff = (options: { role?: StaffRole; name?: string } = {}) => control<StaffAccount>("/staff", options);

/** A live session of the account with that email, as a sign-in would open. */
export const openSession = (email: string) => control<{ token: string; csrfToken: string }>("/session", { email });

/** Runs one SQL statement on the test server's database and answers its rows. */
export const runSql = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await control<{ results: T[] }>("/sql", { sql, params })).results;

/**
 * Holds the firm's settings (read: beside other readers; write: alone) until the answered release.
 * Waits at most `waitMs`; a wait given up on withdraws the request, so no grant is left that nobody
 * holds (one such grant would make every test after it wait for its lease).
 */
export async function lockFirmSettings(mode: LockMode, waitMs: number): Promise<() => Promise<void>> {
  const ticket = randomUUID();
  const release = () => control("/firm-settings/unlock", { ticket }).then(() => undefined);
  try {
    await control("/firm-settings/lock", { ticket, mode }, AbortSignal.timeout(waitMs));
  } catch (error) {
    await release();
    throw new Error(`the firm's settings were not free for "${mode}" within ${waitMs / 1000} s`, { cause: error });
  }
  return release;
}
