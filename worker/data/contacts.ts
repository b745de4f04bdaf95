import type { Database } from "@db/client";
import { contacts } from "@db/schema";
import type { ContactSubmission } from "~/lib/schemas/contact";

export type Contact = typeof contacts.$inferSelect;

/** A visitor's enquiry: always stored unread. */
export async function submitContact(db: Database, input: ContactSubmission): Promise<{ id: number }> {
  const [row] = await db
    .insert(contacts)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      subject: input.subject,
      message: input.message,
      practiceArea: input.practiceArea ?? null,
      status: "unread",
    })
    .returning({ id: contacts.id });
  if (!row) throw new Error("Contact insert returned no row");
  return row;
}
