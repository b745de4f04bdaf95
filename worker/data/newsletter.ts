import type { Database } from "@db/client";
import { newsletterSubscribers } from "@db/schema";

/** Subscribes an address once; subscribing again (even after unsubscribing) is not an error and adds no row. */
export async function subscribeToNewsletter(db: Database, email: string): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({ email: email.toLowerCase() })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { status: "subscribed", unsubscribedAt: null },
    });
}
