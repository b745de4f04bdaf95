import { env } from "cloudflare:workers";
import { database } from "@db/client";
import { contacts, firmSettings } from "@db/schema";
import { DEFAULT_HOURS } from "@domain/constants";

/** Drizzle over the test's own D1 (migrations applied by the setup file). */
export const testDb = () => database(env.DB);

let counter = 0;
/** A value unique within the test file (storage is shared by the tests of one file). */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

/** Stores the one firm settings row the pages and feeds read, with test contact details and any fields given. */
export const insertTestFirm = (fields: Partial<typeof firmSettings.$inferInsert> = {}) =>
  testDb()
    .insert(firmSettings)
    .values({
      id: 1,
      firmName: "Test Firm",
      email: "office@test.example",
      phone: "(555) 000-1111",
      address: "1 Test Street",
      hours: DEFAULT_HOURS,
      ...fields,
    });

/** An enquiry of the test's own, stored directly (the contact form's rules are not under test). */
export async function insertEnquiry(fields: Partial<typeof contacts.$inferInsert> = {}) {
  const [row] = await testDb()
    .insert(contacts)
    .values({
      name: unique("Client"),
      email: `${unique("client")}@example.com`,
      subject: unique("Subject"),
      message: "Please help.",
      ...fields,
    })
    .returning();
  if (!row) throw new Error("enquiry was not stored");
  return row;
}
