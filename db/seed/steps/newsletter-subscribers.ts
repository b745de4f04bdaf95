import { eq, sql } from "drizzle-orm";
import { newsletterConsentEvents, newsletterSubscribers } from "../../schema";
import type { SeedStep } from "../step";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days ago each signed up, confirmed (null: never) and unsubscribed (null: still subscribed). */
const DEMO_SUBSCRIBERS: [email: string, signedUp: number, confirmed: number | null, unsubscribed: number | null][] = [
  ["margaret.chen@example.com", 96, 96, null],
  ["d.okafor@example.net", 71, 70, null],
  ["priya.raman@example.org", 54, 54, null],
  ["tom.becker@example.com", 40, 39, 12],
  ["lucia.fernandez@example.net", 23, 23, null],
  ["hr@northwind-example.com", 9, 8, null],
  ["j.whitfield@example.org", 3, null, null],
  ["samuel.ortiz@example.com", 1, null, null],
];

const secret = () =>
  [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");

/** A few newsletter subscribers in every state, with their consent records, so the Subscribers screen has something to show. */
export const newsletterSubscribersStep: SeedStep = {
  name: "newsletter-subscribers",
  statements: ({ db }) => {
    const now = Date.now();
    const at = (daysAgo: number | null) => (daysAgo === null ? null : new Date(now - daysAgo * DAY_MS).toISOString());
    return DEMO_SUBSCRIBERS.flatMap(([email, signedUp, confirmed, unsubscribed]) => {
      const token = secret();
      const events = (
        [
          ["subscribed", at(signedUp)],
          ["confirmed", at(confirmed)],
          ["unsubscribed", at(unsubscribed)],
        ] as const
      ).filter((e): e is [(typeof e)[0], string] => e[1] !== null);
      return [
        db
          .insert(newsletterSubscribers)
          .values({
            email,
            status: unsubscribed === null ? "subscribed" : "unsubscribed",
            confirmedAt: at(confirmed),
            unsubscribedAt: at(unsubscribed),
            token,
            confirmToken: token,
            createdAt: at(signedUp) as string,
            updatedAt: at(unsubscribed ?? confirmed ?? signedUp) as string,
          })
          .onConflictDoNothing({ target: newsletterSubscribers.email }),
        // Only for the row just seeded (its secret), never for an address that was already there.
        ...events.map(([event, date]) =>
          db.insert(newsletterConsentEvents).select(
            db
              .select({
                id: sql<number>`NULL`.as("id"),
                subscriberId: newsletterSubscribers.id,
                event: sql<typeof event>`${event}`.as("event"),
                createdAt: sql<string>`${date}`.as("created_at"),
              })
              .from(newsletterSubscribers)
              .where(eq(newsletterSubscribers.token, token)),
          ),
        ),
      ];
    });
  },
};
