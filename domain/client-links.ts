/**
 * The secret links a client receives by email (a questionnaire, an engagement letter): what each is
 * for, how long it lives, and what the client is told when one no longer opens. Shared by the API,
 * the client's pages and the tables' CHECKs.
 */

/** What a client link opens; a link of one purpose never opens another's page. */
export const CLIENT_LINK_PURPOSES = ["questionnaire", "engagement-letter"] as const;
export type ClientLinkPurpose = (typeof CLIENT_LINK_PURPOSES)[number];

/** Days a client link works after it is sent (a client may take a couple of weeks to answer). */
export const CLIENT_LINK_LIFETIME_DAYS = 30;

/** Why a link does not open: the answer of verifying it, short of a valid link. */
export type ClientLinkRefusal = "expired" | "revoked" | "unknown";

/** The page a client sees for a link that does not open, per reason: a heading and what to do. */
export const CLIENT_LINK_MESSAGES = {
  expired: {
    title: "This link has expired",
    body: "For your security, links we email are only valid for a limited time. Please contact our office and we will send you a new one.",
  },
  revoked: {
    title: "This link is no longer active",
    body: "Our office has withdrawn this link, usually because a newer one was sent. Please use the most recent email from us, or contact our office.",
  },
  unknown: {
    title: "This link is not valid",
    body: "Please check that you opened the whole link from our email. If it still does not work, contact our office.",
  },
} as const satisfies Record<ClientLinkRefusal, { title: string; body: string }>;
