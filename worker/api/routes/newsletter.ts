import { newsletterSubscriptionSchema, subscriberListFilterSchema } from "@domain/schemas/newsletter";
import { listSubscribers, unsubscribeSubscriber } from "@worker/data/newsletter";
import { receiveNewsletterSubscription } from "@worker/data/submissions";
import { clientAddress } from "@worker/data/throttle";
import { Hono } from "hono";
import { requireAdmin } from "../auth-middleware";
import { errors } from "../errors";
import { parseOrThrow, readJson } from "../input";
import { pagedJson, readPageQuery } from "../paging";
import { numericId } from "../route-params";
import type { ApiEnv } from "../types";

const WHAT = "Subscriber";

/** /api/newsletter: the public subscribe box; the subscriber list and unsubscribing are staff-only. */
export const newsletterRoutes = new Hono<ApiEnv>();

/**
 * 200 `{ success: true }` for a new, a repeated and a discarded (honeypot) address alike, so the
 * answer never tells who is subscribed.
 */
newsletterRoutes.post("/subscribe", async (c) => {
  const input = await readJson(c, newsletterSubscriptionSchema);
  const outcome = await receiveNewsletterSubscription(c.var.app.db, input, clientAddress(c.req.raw));
  if (outcome.kind === "throttled") throw errors.tooManyRequests(outcome.retryAfterSeconds);
  return c.json({ success: true });
});

newsletterRoutes.get("/", requireAdmin, async (c) => {
  const { status } = parseOrThrow(subscriberListFilterSchema, c.req.query());
  return pagedJson(c, await listSubscribers(c.var.app.db, { ...readPageQuery(c), status }));
});

/** Unsubscribes and keeps the row (a record of the opt-out); answers the updated subscriber. */
newsletterRoutes.post("/:id/unsubscribe", requireAdmin, async (c) => {
  const subscriber = await unsubscribeSubscriber(c.var.app.db, numericId(c, WHAT));
  if (!subscriber) throw errors.notFound(WHAT);
  return c.json(subscriber);
});
