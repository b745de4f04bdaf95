import { env } from "cloudflare:workers";
import { database } from "@db/client";

/** Drizzle over the test's own D1 (migrations applied by the setup file). */
export const testDb = () => database(env.DB);

let counter = 0;
/** A value unique within the test file (storage is shared by the tests of one file). */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}
